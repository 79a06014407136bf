import { useMemo, useState, type ReactNode } from 'react';
import type { SignInProblem } from './signInErrors';
import { SignInProblemContext } from './useSignInProblem';

/** Why the person is (back) on the login screen, so the screen can say it in their language. */
export function SignInProblemProvider({
  initial,
  children,
}: {
  initial?: SignInProblem;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<SignInProblem | undefined>(initial);
  const value = useMemo(() => ({ problem, setProblem }), [problem]);
  return <SignInProblemContext.Provider value={value}>{children}</SignInProblemContext.Provider>;
}
