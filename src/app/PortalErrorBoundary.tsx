import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reportError } from '../error-reporting';
import { isChunkLoadError, reloadPage } from '../lib/lazy';
import plain from '../theme/plain.module.css';

/**
 * Last line of defence around the session and the signed-in portal: a message and a way out,
 * never a blank page. Plain elements: it must work when the MUI chunk itself failed to load.
 */
export function PortalErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={PortalErrorFallback} onError={(error) => reportError(error)}>
      {children}
    </ErrorBoundary>
  );
}

function PortalErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  // React.lazy keeps a failed import, so only a reload can fetch a missing chunk again.
  const chunkMissing = isChunkLoadError(error);
  return (
    <main className={plain.page}>
      <div className={plain.card}>
        <div role="alert" className={plain.alert}>
          {chunkMissing ? t('errors.chunkLoad') : t('errors.generic')}
        </div>
        <button
          type="button"
          className={plain.button}
          onClick={chunkMissing ? reloadPage : resetErrorBoundary}
        >
          {chunkMissing ? t('errors.reload') : t('errors.retry')}
        </button>
      </div>
    </main>
  );
}
