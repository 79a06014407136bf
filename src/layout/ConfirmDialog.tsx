import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** Already translated; shown above the text when the action failed. */
  problem?: string;
  /** Red (the default) for what cannot be undone; primary for an action that is only unusual. */
  confirmColor?: 'error' | 'primary';
  /** More than text under it, e.g. links to what the question is about. */
  children?: ReactNode;
  /** There is nothing to act on (yet): the action waits. */
  confirmDisabled?: boolean;
  /** While what was confirmed runs and only Cancel, which stops it, is left. */
  confirmHidden?: boolean;
  /** Already translated; "Cancel" unless nothing is being decided (then e.g. "Close"). */
  cancelLabel?: string;
}

/**
 * Asks before something that cannot be undone (the action red) or is unusual; Cancel has the
 * focus, and the text describes the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  problem,
  confirmColor = 'error',
  children,
  confirmDisabled = false,
  confirmHidden = false,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus disabled={busy}>
          {cancelLabel ?? t('forms.cancel')}
        </Button>
        {!confirmHidden && (
          <Button
            color={confirmColor}
            variant="contained"
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
