import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SignInProblem } from './signInErrors';

interface SignInProblemState {
  problem: SignInProblem | undefined;
  setProblem: (problem: SignInProblem | undefined) => void;
}

const SignInProblemContext = createContext<SignInProblemState>({
  problem: undefined,
  setProblem: () => {},
});

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

export function useSignInProblem(): SignInProblemState {
  return useContext(SignInProblemContext);
}
