import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../layout/PageContainer';
import { DocumentationSection } from './components/DocumentationSection';
import { SupportRequestForm } from './components/SupportRequestForm';
import { SystemStatusSection } from './components/SystemStatusSection';
import { useDiagnostics } from './useDiagnostics';

export default function SupportPage() {
  const { t } = useTranslation();
  const collectDiagnostics = useDiagnostics();
  return (
    <PageContainer title={t('support.title')}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <SupportRequestForm collect={collectDiagnostics} />
        <Stack sx={{ gap: 3 }}>
          <SystemStatusSection />
          <DocumentationSection />
        </Stack>
      </Box>
    </PageContainer>
  );
}
