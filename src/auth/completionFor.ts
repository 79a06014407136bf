import type { UserManager } from 'oidc-client-ts';
import { createPageMemo } from '../lib/page-memo';
import { completeSignIn, type CompletionResult } from './completeSignIn';

// A code can be exchanged only once: a second exchange would fail with "no matching state".
const once = createPageMemo<Promise<CompletionResult>>();

/** Sign-in completion for this page load and UserManager, however often it is asked for. */
export function completionFor(userManager: UserManager): Promise<CompletionResult> {
  return once(userManager, () =>
    completeSignIn(userManager).catch((error: unknown) => {
      console.warn('Stored sign-in state could not be read.', error);
      return { kind: 'none' } as const;
    }),
  );
}
