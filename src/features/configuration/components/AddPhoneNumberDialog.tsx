import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { configFieldErrorText } from '../errorText';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { notify } from '../../../lib/notifications';
import { useCreatePhoneNumber } from '../api/configurations';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { formatPhoneNumber } from '../e164';
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

/**
 * Adds a number to this configuration: typed as people write it, checked and sent in E.164;
 * nothing typed is lost when it is refused.
 */
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
        message: t('configuration.phoneNumbers.added', {
          number: formatPhoneNumber(created.number),
        }),
        severity: 'success',
      });
      onClose();
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) => field in EMPTY);
      if (applied.length === 0) setProblem(true);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('configuration.phoneNumbers.add')}
      submitLabel={t('configuration.phoneNumbers.add')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={create.isPending}
      problem={problem ? t('errors.generic') : undefined}
      onExited={() => form.reset(EMPTY)}
    >
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={configFieldErrorText}>
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
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
