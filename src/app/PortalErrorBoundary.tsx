import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reportError } from '../error-reporting';
import { isChunkLoadError, reloadPage } from '../lib/lazy';

/** Last line of defence around the signed-in portal: a message and a way out, never a blank page. */
export function PortalErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PortalErrorFallback} onError={(error) => reportError(error)}>
      {children}
    </ErrorBoundary>
  );
}

function PortalErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  const chunkMissing = isChunkLoadError(error);
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={chunkMissing ? reloadPage : resetErrorBoundary}
          >
            {chunkMissing ? t('errors.reload') : t('errors.retry')}
          </Button>
        }
      >
        {chunkMissing ? t('errors.chunkLoad') : t('errors.generic')}
      </Alert>
    </Box>
  );
}
