import { createContext, useContext } from 'react';
import type { SignInProblem } from './signInErrors';

export interface SignInProblemState {
  problem: SignInProblem | undefined;
  setProblem: (problem: SignInProblem | undefined) => void;
}

export const SignInProblemContext = createContext<SignInProblemState>({
  problem: undefined,
  setProblem: () => {},
});

export function useSignInProblem(): SignInProblemState {
  return useContext(SignInProblemContext);
}
