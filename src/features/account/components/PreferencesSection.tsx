import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../layout/SectionCard';
import { LanguageSelect } from '../../../i18n/LanguageSelect';
import { TimeZonePreference } from './TimeZonePreference';

export function PreferencesSection() {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('account.preferences.title')}>
      <Stack sx={{ gap: 3, alignItems: 'flex-start' }}>
        <LanguageSelect label={t('account.preferences.language')} layout="stacked" />
        <TimeZonePreference />
      </Stack>
    </SectionCard>
  );
}
