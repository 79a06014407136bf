import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../../auth/useSessionActions';
import { PageContainer } from '../../layout/PageContainer';
import { PreferencesSection } from './components/PreferencesSection';
import { ProfileSection } from './components/ProfileSection';
import { SessionSection } from './components/SessionSection';
import { useRenewalTracking } from './useRenewalTracking';

export default function AccountPage() {
  const { t } = useTranslation();
  const { signOut, busy } = useSessionActions();
  useRenewalTracking();
  return (
    <PageContainer
      title={t('account.title')}
      actions={
        <Button
          variant="outlined"
          startIcon={<LogoutIcon aria-hidden />}
          disabled={busy}
          onClick={() => void signOut()}
        >
          {t('account.signOut')}
        </Button>
      }
    >
      <Stack sx={{ gap: 3 }}>
        <ProfileSection />
        <SessionSection />
        <PreferencesSection />
      </Stack>
    </PageContainer>
  );
}
