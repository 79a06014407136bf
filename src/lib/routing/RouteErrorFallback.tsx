import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { reportError } from '../../error-reporting';
import { PageContainer } from '../../layout/PageContainer';
import { isChunkLoadError, reloadPage } from '../lazy';

/**
 * A failing page (its code did not load, or it threw while rendering) inside the layout, so the
 * navigation and sign-out keep working. The router clears it on the next navigation; Retry
 * renders the page again, Reload fetches its code again (a failed import is not retried in place).
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    reportError(error);
  }, [error]);
  const chunkMissing = isChunkLoadError(error);
  // Navigating to the same address gives the router a new location, which clears the error.
  const retry = () => void navigate(location, { replace: true });
  return (
    <PageContainer title={t('errors.generic')}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={chunkMissing ? reloadPage : retry}>
            {chunkMissing ? t('errors.reload') : t('errors.retry')}
          </Button>
        }
      >
        {chunkMissing ? t('errors.chunkLoad') : t('errors.generic')}
      </Alert>
    </PageContainer>
  );
}
