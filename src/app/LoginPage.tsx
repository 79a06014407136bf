import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchUserManager } from '../auth/loadUserManager';
import { SIGN_IN_PROBLEM_MESSAGE_KEYS } from '../auth/signInErrors';
import { useSessionActions } from '../auth/useSessionActions';
import { useSignInProblem } from '../auth/useSignInProblem';
import { LoginScreen } from '../features/login/LoginScreen';

/** The login screen wired to sign-in: the page asked for (any path) becomes the return path. */
export function LoginPage() {
  const { t } = useTranslation();
  const { signIn, busy } = useSessionActions();
  const { problem } = useSignInProblem();
  useEffect(prefetchUserManager, []);
  const handleLogin = () => {
    const { pathname, search, hash } = window.location;
    void signIn(`${pathname}${search}${hash}`);
  };
  return (
    <LoginScreen
      onLogin={handleLogin}
      busy={busy}
      errorMessage={problem ? t(SIGN_IN_PROBLEM_MESSAGE_KEYS[problem]) : undefined}
    />
  );
}
