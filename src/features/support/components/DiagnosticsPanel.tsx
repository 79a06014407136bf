import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time';
import { useCopyToClipboard } from '../useCopyToClipboard';
import type { Diagnostics } from '../diagnostics';
import { DiagnosticsDetails } from './DiagnosticsDetails';

const COPY_MESSAGE_KEYS = {
  copied: 'support.diagnostics.copied',
  failed: 'support.diagnostics.copyFailed',
} as const;

// The shown time only needs to be roughly current; copying takes a fresh snapshot.
const DISPLAY_REFRESH_MS = 30_000;

export function DiagnosticsPanel({ collect }: { collect: (now: number) => Diagnostics }) {
  const { t } = useTranslation();
  const now = useNow(DISPLAY_REFRESH_MS);
  const { state, copy } = useCopyToClipboard();
  const handleCopy = () => void copy(JSON.stringify(collect(Date.now()), null, 2));
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {t('support.diagnostics.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('support.diagnostics.note')}
      </Typography>
      <DiagnosticsDetails diagnostics={collect(now)} />
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="text" startIcon={<ContentCopyIcon aria-hidden />} onClick={handleCopy}>
          {t('support.diagnostics.copy')}
        </Button>
        {/* Always present, so screen readers announce the text when it appears. */}
        <Typography
          role="status"
          variant="body2"
          color={state === 'failed' ? 'error' : 'success.main'}
        >
          {state === 'idle' ? '' : t(COPY_MESSAGE_KEYS[state])}
        </Typography>
      </Box>
    </Box>
  );
}
