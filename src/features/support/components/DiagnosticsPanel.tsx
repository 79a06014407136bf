import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time';
import { CopyButton } from '../../../layout/CopyButton';
import type { Diagnostics } from '../diagnostics';
import { DiagnosticsDetails } from './DiagnosticsDetails';

// The shown time only needs to be roughly current; copying takes a fresh snapshot.
const DISPLAY_REFRESH_MS = 30_000;

export function DiagnosticsPanel({ collect }: { collect: (now: number) => Diagnostics }) {
  const { t } = useTranslation();
  const now = useNow(DISPLAY_REFRESH_MS);
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {t('support.diagnostics.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('support.diagnostics.note')}
      </Typography>
      <DiagnosticsDetails diagnostics={collect(now)} />
      <Box sx={{ mt: 2 }}>
        <CopyButton
          variant="text"
          label={t('support.diagnostics.copy')}
          text={() => JSON.stringify(collect(Date.now()), null, 2)}
        />
      </Box>
    </Box>
  );
}
