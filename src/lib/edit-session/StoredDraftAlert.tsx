import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import type { StoredDraft } from './draftStore';

/**
 * A copy of unsaved edits an earlier visit kept, on offer. Kept from an older version than the
 * server's, restoring it replaces a colleague's save, so the text says so.
 */
export function StoredDraftAlert({
  stored,
  version,
  onRestore,
  onDiscard,
}: {
  stored: StoredDraft<unknown> | undefined;
  /** The version the editor has open now. */
  version: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!stored) return null;
  const when = format.dateTime(stored.keptAt);
  return (
    <Alert
      severity="warning"
      // Long words and the two buttons wrap on a phone instead of scrolling inside the alert.
      sx={{
        flexWrap: 'wrap',
        '& .MuiAlert-message': { overflow: 'visible', minWidth: 0, flex: '1 1 16rem' },
      }}
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" onClick={onRestore}>
            {t('editSession.stored.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('editSession.stored.discard')}
          </Button>
        </Stack>
      }
    >
      {stored.version !== version
        ? t('editSession.stored.stale', { when })
        : t('editSession.stored.found', { when })}
    </Alert>
  );
}
