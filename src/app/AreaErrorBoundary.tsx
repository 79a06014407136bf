import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reportError } from '../error-reporting';
import { PageContainer } from '../layout/PageContainer';
import { usePageVisit } from '../layout/pageVisit';
import { isChunkLoadError, reloadPage } from '../lib/lazy';

/**
 * Contains a failing area so the shell (navigation, sign-out) keeps working.
 * Each navigation to the page clears the error, coming back to a page kept hidden included.
 */
export function AreaErrorBoundary({ children }: { children: ReactNode }) {
  // Reset from a layout effect (before the paint) when the page is navigated to again, and as a
  // kept page shows again: React then calls a class's componentDidMount, not componentDidUpdate,
  // where react-error-boundary would compare resetKeys. Only an error caught on an earlier visit
  // is reset, not the one the navigation itself just ran into.
  const visit = usePageVisit();
  const boundary = useRef<ErrorBoundary>(null);
  const caughtOn = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (caughtOn.current === undefined || caughtOn.current >= visit) return;
    caughtOn.current = undefined;
    boundary.current?.resetErrorBoundary();
  }, [visit]);
  return (
    <ErrorBoundary
      ref={boundary}
      FallbackComponent={AreaErrorFallback}
      onError={(error) => {
        caughtOn.current = visit;
        reportError(error);
      }}
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
