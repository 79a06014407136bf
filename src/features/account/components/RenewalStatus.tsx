import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../../lib/preferences';
import { useRenewalResult } from '../renewalStore';

const RENEWAL_KEYS = {
  success: 'account.session.renewal.success',
  failure: 'account.session.renewal.failure',
} as const;

const TIME_ONLY: Intl.DateTimeFormatOptions = { timeStyle: 'medium' };

export function RenewalStatus() {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  const result = useRenewalResult();
  if (result.status === 'none') return <>{t('account.session.renewal.none')}</>;
  return <>{t(RENEWAL_KEYS[result.status], { time: formatDateTime(result.at, TIME_ONLY) })}</>;
}
