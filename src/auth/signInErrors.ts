import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

/** Sign-in outcomes the person is told about, each with a translated message. */
export type SignInProblem = 'denied' | 'expired' | 'unreachable' | 'failed' | 'sessionEnded';

export const SIGN_IN_PROBLEM_MESSAGE_KEYS = {
  denied: 'errors.signInDenied',
  expired: 'errors.signInExpired',
  unreachable: 'errors.idpUnreachable',
  failed: 'errors.signInFailed',
  sessionEnded: 'errors.sessionEnded',
} as const satisfies Record<SignInProblem, string>;

export function classifySignInError(error: unknown): SignInProblem {
  if (error instanceof ErrorResponse) {
    return error.error === 'access_denied' || error.error === 'consent_required'
      ? 'denied'
      : 'failed';
  }
  if (error instanceof ErrorTimeout) return 'unreachable';
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
