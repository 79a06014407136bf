import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../lib/api-client/apiErrors';
import { notify } from '../../lib/notifications';
import { useInviteUser } from './api/inviteUser';
import { useActionFailure } from './actionErrors';
import { inviteErrorText } from './inviteErrorText';
import {
  type InviteErrors,
  type InviteField,
  type InviteForm,
  MAX_NAME_LENGTH,
  validateInviteForm,
} from './inviteValidation';
import { ROLE_KEYS, isRole } from './userOptions';
import { ROLE_VALUES } from '../../lib/api-client/schema';

const EMPTY: InviteForm = { email: '', role: '', name: '' };
const FIELDS: readonly InviteField[] = ['email', 'role', 'name'];

export interface InviteUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * E-mail, role and an optional name. Checked before sending; the server's field errors appear
 * next to the fields and everything typed stays until the invitation went out or is cancelled.
 */
export function InviteUserDialog({ open, onClose }: InviteUserDialogProps) {
  const { t } = useTranslation();
  const invite = useInviteUser();
  const failure = useActionFailure();
  const [form, setForm] = useState<InviteForm>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [problem, setProblem] = useState<string>();
  const inputs = useRef<Partial<Record<InviteField, HTMLInputElement | null>>>({});

  const showErrors = (next: InviteErrors) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) inputs.current[first]?.focus();
  };

  const edit = (field: InviteField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // The person is fixing it: the old complaint no longer applies.
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleClose = () => {
    if (invite.isPending) return;
    onClose();
  };

  // Start blank next time, once the dialog has faded out.
  const handleExited = () => {
    setForm(EMPTY);
    setErrors({});
    setProblem(undefined);
    invite.reset();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const found = validateInviteForm(form);
    if (Object.keys(found).length > 0) return showErrors(found);
    if (!isRole(form.role)) return;
    const email = form.email.trim();
    const name = form.name.trim();
    invite.mutate(
      { email, role: form.role, ...(name ? { name } : {}) },
      {
        onSuccess: () => {
          notify({ message: t('users.invite.sent', { email }), severity: 'success' });
          onClose();
        },
        onError: (error) => {
          const fromServer = fieldErrorsOf(error);
          const known = Object.fromEntries(
            FIELDS.filter((field) => fromServer[field]).map((field) => [field, fromServer[field]]),
          );
          if (Object.keys(known).length > 0) return showErrors(known);
          setProblem(failure(error));
        },
      },
    );
  };

  const errorText = (field: InviteField) => {
    const reason = errors[field];
    return reason ? inviteErrorText(t, field, reason) : undefined;
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby="invite-user-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id="invite-user-title">{t('users.invite.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('users.invite.intro')}</DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack sx={{ gap: 2 }}>
            <TextField
              label={t('users.invite.email')}
              type="email"
              autoComplete="off"
              required
              autoFocus
              value={form.email}
              onChange={(event) => edit('email', event.target.value)}
              error={Boolean(errors.email)}
              helperText={errorText('email')}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current.email = element;
              }}
            />
            <TextField
              select
              label={t('users.invite.role')}
              required
              value={form.role}
              onChange={(event) => edit('role', event.target.value)}
              error={Boolean(errors.role)}
              helperText={errorText('role')}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current.role = element;
              }}
            >
              {ROLE_VALUES.map((role) => (
                <MenuItem key={role} value={role}>
                  {t(ROLE_KEYS[role])}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('users.invite.name')}
              autoComplete="off"
              value={form.name}
              onChange={(event) => edit('name', event.target.value)}
              error={Boolean(errors.name)}
              helperText={errorText('name')}
              slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH + 1 } }}
              inputRef={(element: HTMLInputElement | null) => {
                inputs.current.name = element;
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={invite.isPending}>
            {t('forms.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={invite.isPending}>
            {invite.isPending ? t('forms.saving') : t('users.invite.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
