// End-to-end check of the provider with plain fetch: authorization code + PKCE, refresh,
// CORS for the portal origin and RP-initiated logout. Run: node --test idp/
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { startIdp } from './app.mjs';
import { readSettings } from './settings.mjs';

const PORTAL = 'http://localhost:4173';
/** The one redirect URI registered: the site root as a browser serialises it. */
const PORTAL_ROOT = `${PORTAL}/`;
let idp;
let issuer;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A browser's cookie handling reduced to what the provider relies on: name and path. */
class Browser {
  cookies = new Map();

  async get(url, init = {}) {
    return this.request(url, { ...init, method: 'GET' });
  }

  async post(url, form) {
    return this.request(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  async request(url, init) {
    const target = new URL(url, issuer);
    const cookie = [...this.cookies.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, ...(cookie ? { Cookie: cookie } : {}) },
    });
    for (const header of res.headers.getSetCookie()) this.store(header);
    return res;
  }

  store(header) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const [name, value] = pair.split(/=(.*)/s);
    const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
    const expired = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
    if (expired) this.cookies.delete(`${name}@${path}`);
    else this.cookies.set(`${name}@${path}`, { name, value, path });
  }
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

function authorizeUrl(challenge, state) {
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: 'neo-portal',
    redirect_uri: PORTAL_ROOT,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

/** Follows redirects on the provider's own origin and returns the first response that stays. */
async function follow(browser, response) {
  let res = response;
  while (res.status >= 300 && res.status < 400) {
    const location = new URL(res.headers.get('location'), issuer);
    if (location.origin !== issuer) return { res, location };
    res = await browser.get(location);
  }
  return { res, location: undefined };
}

async function tokenRequest(params, origin = PORTAL) {
  return fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams({ client_id: 'neo-portal', ...params }),
  });
}

function decodeJwt(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
}

async function signIn(browser, { username = 'alice', password = 'alice-password' } = {}) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const { res: loginPage } = await follow(
    browser,
    await browser.get(authorizeUrl(challenge, state)),
  );
  assert.equal(loginPage.status, 200);
  const html = await loginPage.text();
  const action = /action="([^"]+)"/.exec(html)[1];
  const { location } = await follow(browser, await browser.post(action, { username, password }));
  assert.equal(location.origin, PORTAL);
  assert.equal(location.searchParams.get('state'), state);
  assert.equal(location.searchParams.get('iss'), issuer);
  const tokenRes = await tokenRequest({
    grant_type: 'authorization_code',
    code: location.searchParams.get('code'),
    code_verifier: verifier,
    redirect_uri: PORTAL_ROOT,
  });
  assert.equal(tokenRes.status, 200, await tokenRes.clone().text());
  return { tokenRes, tokens: await tokenRes.json() };
}

before(async () => {
  const port = await freePort();
  const settings = readSettings({
    IDP_PORT: String(port),
    PORTAL_ORIGINS: PORTAL,
    IDP_TEST_CONTROLS: '1',
  });
  issuer = settings.issuer;
  idp = await startIdp(settings);
});

after(() => idp.close());

test('discovery document is served with CORS', async () => {
  const res = await fetch(new URL('/.well-known/openid-configuration', issuer), {
    headers: { Origin: PORTAL },
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('access-control-allow-origin'), PORTAL);
  const doc = await res.json();
  assert.equal(doc.issuer, issuer);
  assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
  assert.ok(doc.end_session_endpoint);
  assert.ok(doc.revocation_endpoint);
});

test('the login page names the portal as the portal names itself', async () => {
  const locale = JSON.parse(
    readFileSync(new URL('../src/i18n/locales/en-US.json', import.meta.url), 'utf8'),
  );
  const browser = new Browser();
  const { res } = await follow(browser, await browser.get(authorizeUrl(pkce().challenge, 'p1')));
  const html = await res.text();
  assert.match(html, new RegExp(`<title>Sign in to ${locale.app.productName} · `));
  assert.match(html, new RegExp(`to continue to ${locale.app.productName}<`));
});

test('wrong password shows the form again with an error', async () => {
  const browser = new Browser();
  const { challenge } = pkce();
  const { res } = await follow(browser, await browser.get(authorizeUrl(challenge, 's1')));
  const action = /action="([^"]+)"/.exec(await res.text())[1];
  const retry = await browser.post(action, { username: 'alice', password: 'nope' });
  assert.equal(retry.status, 200);
  const html = await retry.text();
  assert.match(html, /role="alert"/);
  assert.match(html, /Wrong username or password/);
  assert.match(html, /value="alice"/);
});

test('PKCE is required', async () => {
  const browser = new Browser();
  const url = authorizeUrl('x', 's2');
  url.searchParams.delete('code_challenge');
  url.searchParams.delete('code_challenge_method');
  const res = await browser.get(url);
  assert.equal(res.status, 303);
  assert.match(res.headers.get('location'), /error=invalid_request/);
});

test('only the canonical site-root URL is accepted as redirect URI', async () => {
  const browser = new Browser();
  const { challenge } = pkce();
  for (const spelling of [PORTAL, `${PORTAL}/index.html`, `${PORTAL}//`]) {
    const url = authorizeUrl(challenge, 'r1');
    url.searchParams.set('redirect_uri', spelling);
    const res = await browser.get(url);
    assert.equal(res.status, 400, `${spelling} is refused`);
    assert.match(await res.text(), /redirect_uri did not match/);
  }
});

test('an authorization request without a nonce is refused', async () => {
  const browser = new Browser();
  const url = authorizeUrl(pkce().challenge, 'n1');
  url.searchParams.delete('nonce');
  const res = await browser.get(url);
  assert.equal(res.status, 303);
  const back = new URL(res.headers.get('location'));
  assert.equal(back.href.split('?')[0], PORTAL_ROOT);
  assert.equal(back.searchParams.get('error'), 'invalid_request');
  assert.equal(back.searchParams.get('error_description'), 'nonce is required');
});

test('code + PKCE flow, refresh, userinfo and logout', async () => {
  const browser = new Browser();
  const { tokenRes, tokens } = await signIn(browser);
  assert.equal(tokenRes.headers.get('access-control-allow-origin'), PORTAL);
  assert.ok(tokens.access_token);
  assert.ok(tokens.refresh_token, 'a refresh token is issued without offline_access');
  const idToken = decodeJwt(tokens.id_token);
  assert.equal(idToken.sub, 'alice');
  assert.equal(idToken.name, 'Alice Example');
  assert.equal(idToken.email, 'alice@example.com');
  assert.equal(tokens.expires_in, 300);

  const userinfo = await fetch(new URL('/me', issuer), {
    headers: { Authorization: `Bearer ${tokens.access_token}`, Origin: PORTAL },
  });
  assert.equal(userinfo.status, 200);
  assert.equal(userinfo.headers.get('access-control-allow-origin'), PORTAL);
  assert.equal((await userinfo.json()).family_name, 'Example');

  const refreshed = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  assert.equal(refreshed.status, 200);
  const renewed = await refreshed.json();
  assert.ok(renewed.access_token);
  assert.notEqual(renewed.refresh_token, tokens.refresh_token, 'refresh tokens rotate');

  const revoked = await fetch(new URL('/token/revocation', issuer), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PORTAL },
    body: new URLSearchParams({
      client_id: 'neo-portal',
      token: tokens.access_token,
      token_type_hint: 'access_token',
    }),
  });
  assert.equal(revoked.status, 200);
  assert.equal(revoked.headers.get('access-control-allow-origin'), PORTAL);
  assert.equal(revoked.headers.get('content-type'), null, 'oidc-client-ts accepts no type only');
  const withRevoked = await fetch(new URL('/me', issuer), {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  });
  assert.equal(withRevoked.status, 401);

  // Silent renew by iframe: an existing session answers prompt=none without a login form.
  const { challenge } = pkce();
  const silent = authorizeUrl(challenge, 's3');
  silent.searchParams.set('prompt', 'none');
  const { location: silentBack } = await follow(browser, await browser.get(silent));
  assert.ok(silentBack.searchParams.get('code'));

  const end = new URL('/session/end', issuer);
  end.search = new URLSearchParams({
    id_token_hint: renewed.id_token,
    post_logout_redirect_uri: PORTAL_ROOT,
    state: 'so1',
  }).toString();
  const logoutPage = await browser.get(end);
  assert.equal(logoutPage.status, 200);
  const html = await logoutPage.text();
  const nonce = /script-src 'nonce-([^']+)'/.exec(
    logoutPage.headers.get('content-security-policy'),
  );
  assert.ok(html.includes(`<script nonce="${nonce[1]}">`), 'the auto-submit script is allowed');
  const form = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  assert.equal(form.logout, 'yes');
  const action = /action="([^"]+)"/.exec(html)[1];
  const confirmed = await browser.post(action, form);
  assert.equal(confirmed.status, 303);
  assert.equal(confirmed.headers.get('location'), `${PORTAL_ROOT}?state=so1`);

  const afterLogout = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: renewed.refresh_token,
  });
  assert.equal(afterLogout.status, 400, 'the refresh token ends with the session');

  const { res: again } = await follow(browser, await browser.get(authorizeUrl(challenge, 's4')));
  assert.match(await again.text(), /name="password"/, 'credentials are asked again');
});

test('token endpoint refuses other origins', async () => {
  const res = await tokenRequest(
    { grant_type: 'refresh_token', refresh_token: 'x' },
    'http://evil.example',
  );
  assert.equal(res.status, 400);
  assert.equal(res.headers.get('access-control-allow-origin'), null);
});

test('a reused refresh token revokes the grant; the session still renews through prompt=none', async () => {
  // Two tabs holding one refresh token: the first rotates it, the second presents the old one.
  const browser = new Browser();
  const { tokens } = await signIn(browser);
  const first = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  assert.equal(first.status, 200);
  const rotated = await first.json();
  const reused = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: tokens.refresh_token,
  });
  assert.equal(reused.status, 400);
  assert.equal((await reused.json()).error, 'invalid_grant');
  const afterReuse = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: rotated.refresh_token,
  });
  assert.equal(afterReuse.status, 400, 'reuse detection revoked the whole grant');

  const { verifier, challenge } = pkce();
  const silent = authorizeUrl(challenge, 's5');
  silent.searchParams.set('prompt', 'none');
  const { location } = await follow(browser, await browser.get(silent));
  assert.equal(location.searchParams.get('error'), null, location.href);
  const code = await tokenRequest({
    grant_type: 'authorization_code',
    code: location.searchParams.get('code'),
    code_verifier: verifier,
    redirect_uri: PORTAL_ROOT,
  });
  assert.equal(code.status, 200);
  assert.equal(decodeJwt((await code.json()).id_token).sub, 'alice');
});

test('test control: renewals of one account can answer with another account', async () => {
  const control = (method, query) =>
    fetch(new URL(`/__test__/renewal-subject?${query}`, issuer), { method });
  const { tokens } = await signIn(new Browser(), { username: 'bob', password: 'bob-password' });
  assert.equal((await control('PUT', 'sub=bob&as=alice')).status, 200);
  try {
    const renewed = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    assert.equal(renewed.status, 200);
    assert.equal(decodeJwt((await renewed.json()).id_token).sub, 'alice');
  } finally {
    assert.equal((await control('DELETE', 'sub=bob')).status, 200);
  }
  assert.equal((await control('PUT', 'sub=bob&as=mallory')).status, 400);
});

test('test controls are off unless IDP_TEST_CONTROLS=1', async () => {
  const port = await freePort();
  const plain = await startIdp(readSettings({ IDP_PORT: String(port), PORTAL_ORIGINS: PORTAL }));
  try {
    const res = await fetch(`http://localhost:${port}/__test__/renewal-subject?sub=bob&as=alice`, {
      method: 'PUT',
    });
    assert.equal(res.status, 404);
  } finally {
    await plain.close();
  }
});
