import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext, type FieldErrorText } from '../../lib/forms/fields/fieldErrorText';
import { FormSelect } from '../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../lib/forms/FormDialog';
import { formResolver } from '../../lib/forms/formResolver';
import { notify } from '../../lib/notifications';
import { useInviteUser } from './api/users';
import { useActionFailure } from './actionErrors';
import { inviteErrorText } from './inviteErrorText';
import { markBadRequestHandled } from '../../lib/api-client/apiClient';
import {
  type InviteField,
  type InviteForm,
  inviteSchema,
  MAX_NAME_LENGTH,
} from './inviteValidation';
import { ROLE_LABEL_KEYS } from '../../lib/vocabulary/labels';
import { isRole } from './userOptions';
import { ROLE_VALUES } from '../../lib/api-client/schema';

const EMPTY: InviteForm = { email: '', role: '', name: '' };
const FIELDS: readonly string[] = ['email', 'role', 'name'];
const inviteFieldText: FieldErrorText = (t, reason, field) =>
  inviteErrorText(t, field as InviteField, reason);

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
  const [problem, setProblem] = useState<string>();
  const form = useForm<InviteForm>({ defaultValues: EMPTY, resolver: formResolver(inviteSchema) });

  const handleClose = () => {
    if (invite.isPending) return;
    onClose();
  };

  // Start blank next time, once the dialog has faded out.
  const handleExited = () => {
    form.reset(EMPTY);
    setProblem(undefined);
    invite.reset();
  };

  const submit = async (values: InviteForm) => {
    setProblem(undefined);
    if (!isRole(values.role)) return;
    const { email, name } = values;
    try {
      await invite.mutateAsync({ email, role: values.role, ...(name ? { name } : {}) });
      notify({ message: t('users.invite.sent', { email }), severity: 'success' });
      onClose();
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) =>
        FIELDS.includes(field),
      );
      if (applied.length === 0) {
        // Said in the dialog, which hides the rest of the page: no second, generic notice.
        markBadRequestHandled(error);
        setProblem(failure(error));
      }
    }
  };

  return (
    <FormDialog
      open={open}
      title={t('users.invite.title')}
      submitLabel={t('users.invite.submit')}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      onClose={handleClose}
      busy={invite.isPending}
      problem={problem}
      onExited={handleExited}
    >
      <DialogContentText>{t('users.invite.intro')}</DialogContentText>
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={inviteFieldText}>
          <FormTextField<InviteForm>
            name="email"
            label={t('users.invite.email')}
            type="email"
            autoComplete="off"
            required
            autoFocus
          />
          <FormSelect<InviteForm>
            name="role"
            label={t('users.invite.role')}
            required
            options={ROLE_VALUES.map((role) => ({
              value: role,
              label: t(ROLE_LABEL_KEYS[role]),
            }))}
          />
          <FormTextField<InviteForm>
            name="name"
            label={t('users.invite.name')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH + 1 } }}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
