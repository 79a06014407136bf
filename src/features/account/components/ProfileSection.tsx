import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { DetailList } from '../../../layout/DetailList';
import { SectionCard } from '../../../layout/SectionCard';

/** Who the identity provider says the person is: straight from the ID token's claims. */
export function ProfileSection() {
  const { t } = useTranslation();
  const { user, settings } = useAuth();
  const claims = user?.profile;
  const missing = t('account.notProvided');
  return (
    <SectionCard title={t('account.profile.title')}>
      <DetailList
        details={[
          { id: 'name', term: t('account.profile.name'), value: claims?.name ?? missing },
          { id: 'email', term: t('account.profile.email'), value: claims?.email ?? missing },
          { id: 'sub', term: t('account.profile.subject'), value: claims?.sub ?? missing },
          {
            id: 'iss',
            term: t('account.profile.issuer'),
            value: claims?.iss ?? settings.authority,
          },
        ]}
      />
    </SectionCard>
  );
}
