import { isSignInProblem, type SignInProblem } from './signInErrors';

/** Parameters that make an address a sign-in response (spec §4), in query or hash. */
const RESPONSE_PARAMS = ['code', 'id_token', 'session_state', 'error'] as const;
/** Parameters removed from the address bar once the response has been handled. */
const SIGN_IN_PARAMS = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'id_token',
];

function paramsOf(url: URL): URLSearchParams[] {
  return [url.searchParams, new URLSearchParams(url.hash.replace(/^#/, ''))];
}

export function hasSignInResponse(href: string): boolean {
  const url = new URL(href);
  return paramsOf(url).some((params) => RESPONSE_PARAMS.some((name) => params.has(name)));
}

/** The same address without any sign-in parameters, as a relative path for history.replaceState. */
export function withoutSignInParams(href: string): string {
  const url = new URL(href);
  for (const name of SIGN_IN_PARAMS) url.searchParams.delete(name);
  const hash = new URLSearchParams(url.hash.replace(/^#/, ''));
  const hashHadParams = SIGN_IN_PARAMS.some((name) => hash.has(name));
  for (const name of SIGN_IN_PARAMS) hash.delete(name);
  const hashText = hashHadParams ? (hash.toString() ? `#${hash}` : '') : url.hash;
  return `${url.pathname}${url.search}${hashText}`;
}

/**
 * Only a same-origin relative path may be a return path: anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, javascript:) is ignored.
 */
export function safeReturnPath(candidate: unknown, origin: string): string | undefined {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return undefined;
  }
  // Backslashes and control characters are normalised by browsers into host separators.
  if (candidate.includes('\\') || [...candidate].some((c) => c.charCodeAt(0) < 0x20))
    return undefined;
  try {
    const resolved = new URL(candidate, origin);
    if (resolved.origin !== origin) return undefined;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * The provider's way back after sign-out carries only the `state` the portal sent with the
 * end-session request (no code, no token): the sign-out response.
 */
export function hasSignOutResponse(href: string): boolean {
  return !hasSignInResponse(href) && new URL(href).searchParams.has('state');
}

/** What the portal stores in the sign-in request's state. */
export interface SignInState {
  returnTo?: string;
}

export function returnPathFromState(state: unknown, origin: string): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  return safeReturnPath((state as SignInState).returnTo, origin);
}

/**
 * What the portal stores in the sign-out request's state: that it was one, and why the session
 * ended when the person did not ask for it, so the login screen can say so after the round trip
 * through the provider.
 */
export interface SignOutState {
  signedOut: true;
  problem?: SignInProblem;
}

export function problemFromSignOutState(state: unknown): SignInProblem | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { problem } = state as Partial<SignOutState>;
  return isSignInProblem(problem) ? problem : undefined;
}
