import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { useCreateIntent } from '../api/intents';
import { EMPTY_INTENT, intentFormSchema, toInput, type IntentFormValues } from '../intentForm';
import { toIntent } from '../routes';
import { useIntentErrorText } from '../useIntentErrorText';

/** Names a new intent; its examples are added on its own page, where it opens. */
export function CreateIntentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateIntent();
  const errorText = useIntentErrorText();
  const [problem, setProblem] = useState(false);
  const form = useForm<IntentFormValues>({
    defaultValues: EMPTY_INTENT,
    resolver: formResolver(intentFormSchema),
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(false);
    try {
      const created = await create.mutateAsync(toInput(values));
      notify({ message: t('train.create.created', { name: created.name }), severity: 'success' });
      onClose();
      void navigate(toIntent(created.id));
    } catch (error) {
      const applied = applyServerFieldErrors(
        form.setError,
        error,
        (field) => field === 'name' || field === 'description',
      );
      if (applied.length === 0) setProblem(true);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('train.create.title')}
      submitLabel={t('train.create.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      onExited={() => form.reset(EMPTY_INTENT)}
      busy={create.isPending}
      problem={problem ? t('errors.generic') : undefined}
    >
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={errorText}>
          <FormTextField<IntentFormValues>
            name="name"
            label={t('train.intent.name')}
            helperText={t('train.create.nameHelp')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: 80, spellCheck: false, autoCapitalize: 'none' } }}
          />
          <FormTextField<IntentFormValues>
            name="description"
            label={t('train.intent.description')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
