import { hasSignInResponse, returnPathFromState } from '../auth/signInResponse';

/**
 * The address the person will land on: for a sign-in response, the return path the sign-in
 * request stored with its state (oidc-client-ts keeps it as `data` under `oidc.<state>`);
 * otherwise the current path.
 */
export function returnPathAtStart(
  href: string = window.location.href,
  storage: Storage = window.sessionStorage,
): string {
  const url = new URL(href);
  const state = url.searchParams.get('state');
  if (state && hasSignInResponse(href)) {
    try {
      const stored: unknown = JSON.parse(storage.getItem(`oidc.${state}`) ?? 'null');
      // The same reading of the state as the sign-in's own, once it has completed.
      const returnTo = returnPathFromState((stored as { data?: unknown } | null)?.data, url.origin);
      if (returnTo) return new URL(returnTo, url).pathname;
    } catch {
      // An unreadable state is the sign-in's problem to report; the guess falls back below.
    }
  }
  return url.pathname;
}

/** Whether this load will show the signed-in portal: a sign-in response or a stored user. */
export function likelySignedInAtStart(
  href: string = window.location.href,
  storage: Storage = window.sessionStorage,
  inFrame: boolean = window.self !== window.top,
): boolean {
  if (inFrame) return false;
  if (hasSignInResponse(href)) return true;
  for (let index = 0; index < storage.length; index++) {
    if (storage.key(index)?.startsWith('oidc.user:')) return true;
  }
  return false;
}
