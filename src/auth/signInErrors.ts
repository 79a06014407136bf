/** Sign-in outcomes the person is told about, each with a translated message. */
export type SignInProblem =
  'denied' | 'expired' | 'unreachable' | 'failed' | 'sessionEnded' | 'accountChanged';

export const SIGN_IN_PROBLEM_MESSAGE_KEYS = {
  denied: 'errors.signInDenied',
  expired: 'errors.signInExpired',
  unreachable: 'errors.idpUnreachable',
  failed: 'errors.signInFailed',
  sessionEnded: 'errors.sessionEnded',
  accountChanged: 'errors.accountChanged',
} as const satisfies Record<SignInProblem, string>;

// oidc-client-ts marks its errors by name; matching on it keeps the library out of the
// login screen's initial download.
const isNamed = (error: unknown, name: string): error is Error & { error?: string } =>
  error instanceof Error && error.name === name;

export function isSignInProblem(value: unknown): value is SignInProblem {
  return typeof value === 'string' && Object.hasOwn(SIGN_IN_PROBLEM_MESSAGE_KEYS, value);
}

/**
 * Why a failed silent renewal ends the session: a renewal that answers for another person (the
 * ID token's subject differs from the signed-in one, spec: on renewal the subject must match)
 * is told apart from a session that simply ended.
 */
export function renewalProblem(error: unknown): SignInProblem {
  if (error instanceof Error && /sub in id_token does not match current sub/i.test(error.message)) {
    return 'accountChanged';
  }
  return 'sessionEnded';
}

export function classifySignInError(error: unknown): SignInProblem {
  if (isNamed(error, 'ErrorResponse')) {
    return error.error === 'access_denied' || error.error === 'consent_required'
      ? 'denied'
      : 'failed';
  }
  if (isNamed(error, 'ErrorTimeout')) return 'unreachable';
  if (error instanceof Error) {
    // A forged or replayed callback: its state is not (or no longer) in this tab's storage.
    if (/no matching state|no state in response/i.test(error.message)) return 'expired';
    // fetch() rejects with a TypeError when the provider cannot be reached at all.
    if (error instanceof TypeError || /network|failed to fetch|load failed/i.test(error.message)) {
      return 'unreachable';
    }
  }
  return 'failed';
}
