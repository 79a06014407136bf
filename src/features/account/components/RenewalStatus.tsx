import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useRenewalResult } from '../renewalStore';

const RENEWAL_KEYS = {
  success: 'account.session.renewal.success',
  failure: 'account.session.renewal.failure',
} as const;

export function RenewalStatus() {
  const { t } = useTranslation();
  const format = useFormat();
  const result = useRenewalResult();
  if (result.status === 'none') return <>{t('account.session.renewal.none')}</>;
  return <>{t(RENEWAL_KEYS[result.status], { time: format.time(result.at, { seconds: true }) })}</>;
}
