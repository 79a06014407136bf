import { randomBytes } from 'node:crypto';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value) {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch],
  );
}

export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * Only the nonce-carrying inline style and script may run. No form-action: Chrome applies it to
 * the redirects after a form post, and ours end at the portal's origin.
 */
export function contentSecurityPolicy(nonce) {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// Colours keep a contrast ratio above 4.5:1 so the pages pass the same axe rules as the portal.
const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f8fa; color: #2a3139; }
  main { max-width: 22rem; margin: 4rem auto; padding: 2rem; background: #fff;
    border-radius: 8px; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15); }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit;
    border: 1px solid #5f6b76; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: 0.6rem; font: inherit; font-weight: 600;
    color: #fff; background: #1f6f69; border: 0; border-radius: 18px; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #eab65a; outline-offset: 2px; }
  .error { color: #a3302b; font-weight: 600; }
  .hint { font-size: 0.875rem; color: #4a545e; }
`;

function page({ nonce, title, body, script = '' }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local identity provider</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

export function loginPage({ nonce, action, clientName, username = '', error }) {
  const errorId = 'login-error';
  const described = error ? ` aria-describedby="${errorId}" aria-invalid="true"` : '';
  return page({
    nonce,
    // The tab and the history name the portal, as the portal's own login screen does.
    title: `Sign in to ${clientName}`,
    body: `<h1>Sign in</h1>
<p>to continue to ${escapeHtml(clientName)}</p>
${error ? `<p id="${errorId}" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" required
    autocapitalize="none" spellcheck="false" value="${escapeHtml(username)}"${described}${username ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}${username ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Demo accounts are listed in idp/README.md.</p>`,
  });
}

/** Replaces oidc-provider's "Do you want to sign out?" question: the form posts itself. */
export function logoutPage({ nonce, form }) {
  const confirmed = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return page({
    nonce,
    title: 'Signing out',
    body: `<h1>Signing out…</h1>\n${confirmed}`,
    script: "document.getElementById('op.logoutForm').submit();",
  });
}

export function messagePage({ nonce, title, lines }) {
  return page({
    nonce,
    title,
    body: `<h1>${escapeHtml(title)}</h1>\n${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}`,
  });
}
