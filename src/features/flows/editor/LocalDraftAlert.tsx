import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * Edits this tab kept unsaved, on offer. Kept from an older version than the server's, restoring
 * them replaces a colleague's save, so the text says so.
 */
export function LocalDraftAlert({
  stale,
  onRestore,
  onDiscard,
}: {
  stale: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="warning"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {t('flows.editor.localDraft.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('flows.editor.localDraft.discard')}
          </Button>
        </Stack>
      }
    >
      {stale ? t('flows.editor.localDraft.stale') : t('flows.editor.localDraft.found')}
    </Alert>
  );
}
