import type { UserManager } from 'oidc-client-ts';
import { useEffect, useState, type ReactNode } from 'react';
import { completeSignIn, type CompletionResult } from './completeSignIn';
import { SignInProblemProvider } from './SignInProblemContext';

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

/** Runs sign-in completion before anything else renders; an empty view meanwhile (spec §2). */
export function SignInCompletion({
  userManager,
  children,
}: {
  userManager: UserManager;
  children: ReactNode;
}) {
  const [result, setResult] = useState<CompletionResult>();

  useEffect(() => {
    let active = true;
    void completionFor(userManager).then((outcome) => {
      if (active) setResult(outcome);
    });
    return () => {
      active = false;
    };
  }, [userManager]);

  if (!result || result.kind === 'silentFrame') return null;
  return (
    <SignInProblemProvider initial={result.kind === 'failed' ? result.problem : undefined}>
      {children}
    </SignInProblemProvider>
  );
}
