import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { reportError } from '../error-reporting';
import { PageContainer } from '../layout/PageContainer';
import { usePageVisit } from '../layout/pageVisit';
import { isChunkLoadError, reloadPage } from '../lib/lazy';

/**
 * Contains a failing area so the shell (navigation, sign-out) keeps working.
 * Each navigation clears the error, coming back to a page kept hidden (KeptPages) included.
 */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  // A kept page the person comes back to keeps its address: its visit count says it was
  // navigated to. Reset from an effect, which runs as the page shows again (React calls a class's
  // componentDidMount then, not componentDidUpdate, where resetKeys are compared).
  const visit = usePageVisit();
  const boundary = useRef<ErrorBoundary>(null);
  useEffect(() => {
    if (visit > 0) boundary.current?.resetErrorBoundary();
  }, [visit]);
  return (
    <ErrorBoundary
      ref={boundary}
      FallbackComponent={AreaErrorFallback}
      resetKeys={[key]}
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
