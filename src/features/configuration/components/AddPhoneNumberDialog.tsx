import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { configFieldErrorText } from '../errorText';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { notify } from '../../../lib/notifications';
import { useCreatePhoneNumber } from '../api/configMutations';
import { formResolver } from '../../../lib/forms/formResolver';
import { phoneNumberSchema } from '../phoneNumberSchema';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';

interface PhoneNumberForm {
  number: string;
  provider: string;
  environment: 'production' | 'staging';
  label: string;
}

const EMPTY: PhoneNumberForm = { number: '', provider: '', environment: 'production', label: '' };

/** Adds a number to this configuration; checked as E.164 before it is sent, nothing typed is lost. */
export function AddPhoneNumberDialog({
  open,
  configId,
  onClose,
}: {
  open: boolean;
  configId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const create = useCreatePhoneNumber();
  const [problem, setProblem] = useState(false);
  const form = useForm<PhoneNumberForm>({
    defaultValues: EMPTY,
    resolver: formResolver(phoneNumberSchema),
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(false);
    try {
      const created = await create.mutateAsync({ ...values, configId });
      notify({
        message: t('configuration.phoneNumbers.added', { number: created.number }),
        severity: 'success',
      });
      onClose();
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) => field in EMPTY);
      if (applied.length === 0) setProblem(true);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={() => !create.isPending && onClose()}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => form.reset(EMPTY) } }}
    >
      <DialogTitle id={titleId}>{t('configuration.phoneNumbers.add')}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <FieldErrorTextContext.Provider value={configFieldErrorText}>
            <Stack component="form" id={formId} noValidate onSubmit={submit} sx={{ gap: 2, pt: 1 }}>
              {problem && <Alert severity="error">{t('errors.generic')}</Alert>}
              <FormTextField<PhoneNumberForm>
                name="number"
                label={t('configuration.phoneNumbers.number')}
                helperText={t('configuration.phoneNumbers.numberHelp')}
                required
                autoFocus
                slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
              />
              <FormTextField<PhoneNumberForm>
                name="provider"
                label={t('configuration.phoneNumbers.provider')}
                required
              />
              <FormSelect<PhoneNumberForm>
                name="environment"
                label={t('configuration.phoneNumbers.environment')}
                options={[
                  { value: 'production', label: t('configuration.environment.production') },
                  { value: 'staging', label: t('configuration.environment.staging') },
                ]}
              />
              <FormTextField<PhoneNumberForm>
                name="label"
                label={t('configuration.phoneNumbers.label')}
              />
            </Stack>
          </FieldErrorTextContext.Provider>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending}>
          {t('forms.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
          {create.isPending ? t('forms.saving') : t('configuration.phoneNumbers.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
