import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { DetailList } from '../../../layout/DetailList';
import { SectionCard } from '../../../layout/SectionCard';
import { useFormat } from '../../../lib/format';
import { AccessTokenCountdown } from './AccessTokenCountdown';
import { RenewalStatus } from './RenewalStatus';

export function SessionSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const { user } = useAuth();
  // auth_time is when the person really signed in; iat (token issued) when the provider omits it.
  const signedInAt = user?.profile.auth_time ?? user?.profile.iat;
  const expiresAtMs = user?.expires_at !== undefined ? user.expires_at * 1000 : undefined;
  const unknown = t('account.notProvided');
  return (
    <SectionCard title={t('account.session.title')}>
      <DetailList
        details={[
          {
            id: 'signedInAt',
            term: t('account.session.signedInAt'),
            value: signedInAt ? format.dateTime(signedInAt * 1000, { seconds: true }) : unknown,
          },
          {
            id: 'expiresAt',
            term: t('account.session.expiresAt'),
            value: expiresAtMs ? (
              <time dateTime={new Date(expiresAtMs).toISOString()}>
                {format.dateTime(expiresAtMs, { seconds: true })}
              </time>
            ) : (
              unknown
            ),
          },
          {
            id: 'remaining',
            term: t('account.session.remaining'),
            value: expiresAtMs ? <AccessTokenCountdown expiresAtMs={expiresAtMs} /> : unknown,
          },
          { id: 'renewal', term: t('account.session.lastRenewal'), value: <RenewalStatus /> },
        ]}
      />
    </SectionCard>
  );
}
