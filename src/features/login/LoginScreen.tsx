import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../i18n/LanguageSelect';
import plain from '../../theme/plain.module.css';
import styles from './LoginScreen.module.css';

export interface LoginScreenProps {
  onLogin: () => void;
  errorMessage?: string;
  busy?: boolean;
}

/**
 * What signed-out visitors see: the product, why to sign in, and the sign-in button.
 * Plain elements styled from the theme's tokens: this is the one screen every visitor downloads,
 * so it carries no component library (MUI loads with the signed-in portal).
 */
export function LoginScreen({ onLogin, errorMessage, busy = false }: LoginScreenProps) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <title>{t('login.title')}</title>
      <div className={plain.card}>
        <div>
          <h1 className={styles.title}>{t('app.productName')}</h1>
          <p className={styles.tagline}>{t('app.tagline')}</p>
        </div>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        {errorMessage && (
          <div role="alert" className={plain.alert}>
            {errorMessage}
          </div>
        )}
        <button
          type="button"
          className={plain.button}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onLogin}
        >
          {t('login.signIn')}
        </button>
      </div>
      <LanguageSelect label={t('layout.language.label')} />
    </main>
  );
}
