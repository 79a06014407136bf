import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import { LanguagePreference } from './LanguagePreference';
import { TimeZonePreference } from './TimeZonePreference';

export function PreferencesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.preferences.title')}>
      <Stack sx={{ gap: 3, alignItems: 'flex-start' }}>
        <LanguagePreference />
        <TimeZonePreference />
      </Stack>
    </SectionCard>
  );
}
