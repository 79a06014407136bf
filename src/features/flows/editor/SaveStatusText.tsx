import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { httpStatusOf } from '../../../lib/api-client/apiErrors';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import type { SaveStatus } from './useFlowAutosave';

/** Why a save failed, in the person's words. */
function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown, refusedSteps: boolean) => {
    if (error instanceof BadRequestError)
      return refusedSteps ? t('flows.editor.serverRefused') : t('flows.editor.fieldsRefused');
    const status = httpStatusOf(error);
    if (status === 403) return t('errors.forbidden');
    if (status === undefined) return t('flows.editor.save.offline');
    return t('errors.generic');
  };
}

/** Saved, saving, waiting or stuck: always visible, announced politely as it changes. */
export function SaveStatusText({
  status,
  failure,
  refusedSteps = false,
  onRetry,
}: {
  status: SaveStatus;
  failure: unknown;
  /** The server refused steps, which the canvas marks (else a field, e.g. the name). */
  refusedSteps?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const text = {
    saved: t('flows.editor.save.saved'),
    saving: t('flows.editor.save.saving'),
    pending: t('flows.editor.save.pending'),
    conflict: t('flows.editor.save.conflict'),
    failed: t('flows.editor.save.failed', { reason: failureText(failure, refusedSteps) }),
  }[status];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography
        variant="body2"
        role="status"
        // error.dark, not error.main: the brand red is 3.7:1 on the page background, too faint
        // for body text; the dark shade passes AA (4.5:1) on the page and on paper.
        color={status === 'failed' || status === 'conflict' ? 'error.dark' : 'text.secondary'}
      >
        {text}
      </Typography>
      {(status === 'failed' || status === 'conflict') && (
        <Button size="small" onClick={onRetry}>
          {status === 'conflict' ? t('flows.editor.save.resolve') : t('flows.editor.save.retry')}
        </Button>
      )}
    </Stack>
  );
}
