import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider from 'oidc-provider';
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

/** Both spellings of each origin: the portal sends `window.location.origin`, without a slash. */
function withAndWithoutSlash(origins) {
  return origins.flatMap((origin) => [origin, `${origin}/`]);
}

export function createProvider(settings) {
  const { issuer, clientId, portalOrigins, ttl } = settings;
  const allowedOrigins = new Set(portalOrigins);

  const configuration = {
    clients: [
      {
        client_id: clientId,
        client_name: 'Neo portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: withAndWithoutSlash(portalOrigins),
        post_logout_redirect_uris: withAndWithoutSlash(portalOrigins),
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
