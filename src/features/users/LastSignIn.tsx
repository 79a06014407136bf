import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../lib/preferences';
import { formatFullDate, formatLastSignIn } from './formatLastSignIn';

/** Relative last sign-in with the exact moment on hover; "Never" for someone who never did. */
export function LastSignIn({ at }: { at: string | null }) {
  const { t, i18n } = useTranslation();
  // Dates in the time zone chosen on the Account page, like everywhere else.
  const [timeZone] = useTimeZone();
  if (!at) return <>{t('users.lastSignIn.never')}</>;
  return (
    <time dateTime={at} title={formatFullDate(at, i18n.language, timeZone)}>
      {formatLastSignIn(at, i18n.language, timeZone)}
    </time>
  );
}
