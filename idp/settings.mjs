function positiveInt(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer (seconds), got "${raw}"`);
  }
  return value;
}

function origins(raw) {
  return raw
    .split(',')
    .map((part) => part.trim().replace(/\/+$/, ''))
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/** Reads the provider's settings from the environment (see idp/README.md). */
export function readSettings(env = process.env) {
  const port = positiveInt(env, 'IDP_PORT', 9400);
  const accessTokenTtl = positiveInt(env, 'IDP_ACCESS_TOKEN_TTL', 300);
  const refreshTokenTtl = positiveInt(env, 'IDP_REFRESH_TOKEN_TTL', 3600);
  return {
    port,
    issuer: `http://localhost:${port}`,
    clientId: env.IDP_CLIENT_ID || 'neo-portal',
    // Test-only answers (idp/testControls.mjs); the e2e suite turns them on, development never.
    testControls: env.IDP_TEST_CONTROLS === '1',
    portalOrigins: origins(env.PORTAL_ORIGINS || 'http://localhost:5173,http://localhost:4173'),
    ttl: {
      accessToken: accessTokenTtl,
      idToken: positiveInt(env, 'IDP_ID_TOKEN_TTL', accessTokenTtl),
      refreshToken: refreshTokenTtl,
      session: positiveInt(env, 'IDP_SESSION_TTL', 8 * 3600),
    },
  };
}
