import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** The question a held navigation asks: stay with the edits, or leave without saving. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  const titleId = useId();
  const blocked = blocker.state === 'blocked';
  const stay = () => blocker.reset?.();
  return (
    <Dialog open={blocked} onClose={stay} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('unsavedChanges.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('unsavedChanges.explain')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={stay} autoFocus>
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('unsavedChanges.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
