import type { UserManager } from 'oidc-client-ts';
import { completeSignIn, type CompletionResult } from './completeSignIn';

// Once per page load and UserManager: a code can be exchanged only once (StrictMode runs
// effects twice, and a second exchange would fail with "no matching state").
const completions = new WeakMap<UserManager, Promise<CompletionResult>>();

export function completionFor(userManager: UserManager): Promise<CompletionResult> {
  let completion = completions.get(userManager);
  if (!completion) {
    completion = completeSignIn(userManager).catch((error: unknown) => {
      console.warn('Stored sign-in state could not be read.', error);
      return { kind: 'none' } as const;
    });
    completions.set(userManager, completion);
  }
  return completion;
}
