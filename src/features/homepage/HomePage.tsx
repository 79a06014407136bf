import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../layout/PageContainer';
import { ActivitySection } from './components/ActivitySection';
import { BotStatusSection } from './components/BotStatusSection';
import { Greeting } from './components/Greeting';
import { ShortcutsSection } from './components/ShortcutsSection';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <PageContainer title={t('homepage.title')}>
      <Stack sx={{ gap: 3 }}>
        <Greeting />
        <BotStatusSection />
        <ActivitySection />
        <ShortcutsSection />
      </Stack>
    </PageContainer>
  );
}
