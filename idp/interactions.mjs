import { authenticate } from './accounts.mjs';
import { contentSecurityPolicy, loginPage, messagePage, newNonce } from './views.mjs';

const MAX_FORM_BYTES = 16 * 1024;

function sendHtml(res, status, html, nonce) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': contentSecurityPolicy(nonce),
  });
  res.end(html);
}

async function readForm(req) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) throw new Error('form too large');
  }
  return new URLSearchParams(body);
}

/** The portal is first-party: consent is granted on the user's behalf, never asked. */
async function grantConsent(provider, details) {
  const { prompt, params, session, grantId } = details;
  const grant = grantId
    ? await provider.Grant.find(grantId)
    : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

async function showLogin(provider, res, details, { username, error } = {}) {
  const client = await provider.Client.find(details.params.client_id);
  const nonce = newNonce();
  const html = loginPage({
    nonce,
    action: `/interaction/${details.uid}/login`,
    clientName: client?.clientName ?? details.params.client_id,
    username: username ?? details.params.login_hint ?? '',
    error,
  });
  sendHtml(res, 200, html, nonce);
}

/**
 * Our own interaction routes (devInteractions is off): GET /interaction/:uid shows the login form
 * or grants consent; POST /interaction/:uid/login checks the credentials.
 */
export async function handleInteraction(provider, req, res, pathname) {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(pathname);
  if (!match) return sendNotFound(res);
  const [, uid, login] = match;

  let details;
  try {
    details = await provider.interactionDetails(req, res);
  } catch (err) {
    return sendExpired(res, err);
  }
  if (details.uid !== uid) return sendExpired(res, new Error('interaction mismatch'));

  if (req.method === 'GET' && !login) {
    if (details.prompt.name === 'consent') {
      const result = await grantConsent(provider, details);
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
    }
    return showLogin(provider, res, details);
  }

  if (req.method === 'POST' && login && details.prompt.name === 'login') {
    const form = await readForm(req);
    const username = form.get('username') ?? '';
    const accountId = authenticate(username, form.get('password'));
    if (!accountId) {
      return showLogin(provider, res, details, {
        username,
        error: 'Wrong username or password. Please try again.',
      });
    }
    const result = { login: { accountId } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
  }

  return sendNotFound(res);
}

function sendExpired(res, err) {
  const nonce = newNonce();
  const lines = [
    'This sign-in attempt has expired or was already completed.',
    'Go back to the portal and choose "Sign in" again.',
  ];
  console.warn(`interaction not found: ${err.message}`);
  sendHtml(res, 400, messagePage({ nonce, title: 'Sign-in expired', lines }), nonce);
}

function sendNotFound(res) {
  const nonce = newNonce();
  sendHtml(res, 404, messagePage({ nonce, title: 'Not found', lines: [] }), nonce);
}
