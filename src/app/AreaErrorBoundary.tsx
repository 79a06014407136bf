import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportError } from '../error-reporting';
import { PageContainer } from '../layout/PageContainer';
import { isChunkLoadError, reloadPage } from '../lib/lazy';

/**
 * Contains a failing area so the shell (navigation, sign-out) keeps working.
 * Navigating elsewhere clears the error.
 */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={AreaErrorFallback}
      resetKeys={[pathname]}
      onError={(error) => reportError(error)}
    >
      {children}
    </ErrorBoundary>
  );
}

function AreaErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  // A failed lazy import is cached by React.lazy, so only a reload can fetch the chunk again.
  const chunkMissing = isChunkLoadError(error);
  return (
    <PageContainer title={t('errors.generic')}>
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
    </PageContainer>
  );
}
