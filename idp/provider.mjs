import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import { findAccount } from './accounts.mjs';
import { contentSecurityPolicy, logoutPage, messagePage, newNonce } from './views.mjs';

function sendPage(ctx, status, html, nonce) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.body = html;
}

/** Ephemeral signing key: tokens do not need to survive a restart of the dev provider. */
function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }] };
}

/**
 * Only the canonical site-root URL of each origin, as production providers are configured: redirect
 * URIs are compared exactly, so a portal sending another spelling fails here as it would there.
 */
function siteRoots(origins) {
  return origins.map((origin) => new URL('/', origin).href);
}

export function createProvider(settings) {
  const { issuer, clientId, portalOrigins, ttl } = settings;
  const allowedOrigins = new Set(portalOrigins);

  const configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: 'NEO Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: siteRoots(portalOrigins),
        post_logout_redirect_uris: siteRoots(portalOrigins),
      },
    ],
    findAccount,
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    responseTypes: ['code'],
    // The portal reads the user's name and e-mail from the ID token and does not call userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // The portal is first-party: while the person's session lives, a renewal through the hidden
    // frame (prompt=none) gets a grant even after the old one was revoked, e.g. when a duplicated
    // tab presented an already-rotated refresh token and the provider revoked the whole grant.
    async loadExistingGrant(ctx) {
      const { client, session, result, params } = ctx.oidc;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId && (await ctx.oidc.provider.Grant.find(grantId));
      if (existing) return existing;
      if (client.clientId !== clientId || !session.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId: session.accountId, clientId });
      grant.addOIDCScope(String(params.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
    // As strict as production providers: an authorization request without a nonce is refused, so
    // a portal that stops sending one fails here (oidc-provider itself requires it only for
    // implicit and hybrid flows).
    extraParams: {
      nonce(_ctx, value) {
        if (!value) throw new errors.InvalidRequest('nonce is required');
      },
    },
    // A public SPA client needs a refresh token for silent renew even without offline_access;
    // it still ends with the session (expiresWithSession's default), so logout invalidates it.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === clientId && allowedOrigins.has(origin),
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
    },
    jwks: signingKeys(),
    ttl: {
      AccessToken: ttl.accessToken,
      IdToken: ttl.idToken,
      AuthorizationCode: 60,
      Interaction: 15 * 60,
      Session: ttl.session,
      Grant: Math.max(ttl.session, ttl.refreshToken),
      // A rotated refresh token keeps its predecessor's expiry, so the TTL is an absolute limit.
      RefreshToken: (ctx) =>
        ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? ttl.refreshToken,
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A public client may revoke only its own tokens.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const nonce = newNonce();
          sendPage(ctx, 200, logoutPage({ nonce, form }), nonce);
        },
        async postLogoutSuccessSource(ctx) {
          const nonce = newNonce();
          const lines = ['You are signed out of the local identity provider.'];
          sendPage(ctx, 200, messagePage({ nonce, title: 'Signed out', lines }), nonce);
        },
      },
    },
    async renderError(ctx, out) {
      const nonce = newNonce();
      const lines = Object.entries(out).map(([key, value]) => `${key}: ${value}`);
      sendPage(
        ctx,
        ctx.status || 400,
        messagePage({ nonce, title: 'Sign-in error', lines }),
        nonce,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.use(emptyRevocationWithoutType);
  return provider;
}

/**
 * RFC 7009 answers a revocation with an empty 200 whose body clients ignore; Koa labels it
 * text/plain, which oidc-client-ts rejects (authts/oidc-client-ts#2272) and then fails sign-out.
 */
async function emptyRevocationWithoutType(ctx, next) {
  await next();
  if (ctx.oidc?.route === 'revocation' && ctx.status === 200 && !ctx.body) {
    ctx.remove('Content-Type');
  }
}
