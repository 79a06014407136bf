import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SIGN_IN_PROBLEM_MESSAGE_KEYS } from '../auth/signInErrors';
import { useSessionActions } from '../auth/useSessionActions';
import { useSignInProblem } from '../auth/SignInProblemContext';
import { LoginScreen } from '../features/login/LoginScreen';

/** The login screen wired to sign-in: the page asked for becomes the return path. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { signIn, busy } = useSessionActions();
  const { problem } = useSignInProblem();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  return (
    <LoginScreen
      onLogin={() => void signIn(returnTo)}
      busy={busy}
      errorMessage={problem ? t(SIGN_IN_PROBLEM_MESSAGE_KEYS[problem]) : undefined}
    />
  );
}
