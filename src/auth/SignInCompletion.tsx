import type { UserManager } from 'oidc-client-ts';
import { useEffect, useState, type ReactNode } from 'react';
import type { CompletionResult } from './completeSignIn';
import { completionFor } from './completionFor';
import { SignInProblemProvider } from './SignInProblemContext';

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
    <SignInProblemProvider initial={result.kind === 'signedIn' ? undefined : result.problem}>
      {children}
    </SignInProblemProvider>
  );
}
