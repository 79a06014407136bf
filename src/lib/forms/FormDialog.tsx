import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  /** While saving: the buttons wait and the dialog does not close. */
  busy?: boolean;
  /** What the submit button says while busy: "Saving…" unless the action words it itself. */
  busyLabel?: string;
  /** The submit waits for what the form still lacks (a checked file, a chosen intent). */
  submitDisabled?: boolean;
  /** A step before the submit (e.g. a check), a button between Cancel and the submit. */
  secondaryAction?: ReactNode;
  /** A failure that belongs to no field (already translated). */
  problem?: string;
  /** After the close animation, e.g. to reset the form. */
  onExited?: () => void;
  /** Wider for a form that shows a table of changes. */
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}

/**
 * A form in a dialog: the title names it, the fields come in order, a problem no field owns
 * shows above them, and the submit button (outside the form, tied to it) says "Saving…" while
 * the save runs. Escape or Cancel close it unless a save is under way.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  busy = false,
  busyLabel,
  submitDisabled = false,
  secondaryAction,
  problem,
  onExited,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            // React passes events up the component tree, through the dialog's portal: a dialog
            // opened from inside an editor's form (a phone number on the Channels tab) must not
            // submit, and so save, that form's draft too.
            event.stopPropagation();
            onSubmit(event);
          }}
          sx={{ gap: 2, pt: 1 }}
        >
          {problem && <Alert severity="error">{problem}</Alert>}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('forms.cancel')}
        </Button>
        {secondaryAction}
        <Button type="submit" form={formId} variant="contained" disabled={busy || submitDisabled}>
          {busy ? (busyLabel ?? t('forms.saving')) : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
