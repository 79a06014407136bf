/**
 * Test-only controls of the local provider, on only when IDP_TEST_CONTROLS=1 (the e2e suite sets
 * it; `npm run dev` never does). They change what the provider answers, never how the protocol
 * runs, so the portal is still tested against the real oidc-provider.
 */

/** Subject → subject whose claims a refresh-token renewal answers with (a provider mix-up). */
const renewalSubjects = new Map();

/** The subject whose claims a renewal of `sub`'s tokens carries: normally `sub` itself. */
export function renewalSubjectFor(ctx, sub) {
  const renewing = ctx?.oidc?.route === 'token' && ctx.oidc.params?.grant_type === 'refresh_token';
  return (renewing && renewalSubjects.get(sub)) || sub;
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * PUT /__test__/renewal-subject?sub=bob&as=alice: renewals of bob's tokens answer with alice's
 * claims from now on. DELETE with ?sub=bob ends it.
 */
export function handleTestControl(req, res, pathname, { knownSubject }) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (pathname !== '/__test__/renewal-subject') return send(res, 404, { error: 'not_found' });
  const sub = url.searchParams.get('sub') ?? '';
  if (!knownSubject(sub)) return send(res, 400, { error: 'unknown sub' });
  if (req.method === 'DELETE') {
    renewalSubjects.delete(sub);
    return send(res, 200, { sub, as: sub });
  }
  const as = url.searchParams.get('as') ?? '';
  if (req.method !== 'PUT' || !knownSubject(as)) return send(res, 400, { error: 'bad request' });
  renewalSubjects.set(sub, as);
  return send(res, 200, { sub, as });
}
