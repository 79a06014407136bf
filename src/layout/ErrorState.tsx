import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { httpStatusOf, MalformedAnswerError, TimeoutError } from '../lib/api-client/apiErrors';

/** Which translated sentence explains a failed request. */
function messageKeyFor(error: unknown) {
  if (error instanceof TimeoutError) return 'errors.timeout' as const;
  if (error instanceof MalformedAnswerError) return 'errors.malformedAnswer' as const;
  const status = httpStatusOf(error);
  if (status === 403) return 'errors.forbidden' as const;
  if (status === 404) return 'errors.notFound' as const;
  return 'errors.loadFailed' as const;
}

/**
 * In-place error for a failed load: what went wrong in the person's language, and Retry where
 * trying again can help (not for "forbidden" or "not found").
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const key = messageKeyFor(error);
  const retryable =
    key === 'errors.timeout' || key === 'errors.loadFailed' || key === 'errors.malformedAnswer';
  return (
    <Alert
      severity={key === 'errors.forbidden' ? 'warning' : 'error'}
      action={
        retryable && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        ) : undefined
      }
    >
      {key === 'errors.malformedAnswer' && error instanceof MalformedAnswerError
        ? t(key, { request: `/api/v1/${error.path}` })
        : t(key)}
    </Alert>
  );
}
