import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPE_VALUES } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FormCheckboxGroup } from '../../../lib/forms/fields/FormCheckboxGroup';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import {
  EMPTY_API_KEY,
  EXPIRY_CHOICES,
  SCOPE_KEYS,
  apiKeyFormSchema,
  apiKeyInput,
  type ApiKeyFormValues,
} from './apiKeyForm';
import { useCreateApiKey } from '../api/apiKeys';

const EXPIRY_KEYS = {
  '30': 'tech.apiKeys.expiry.days30',
  '90': 'tech.apiKeys.expiry.days90',
  '365': 'tech.apiKeys.expiry.days365',
  never: 'tech.apiKeys.expiry.never',
} as const;

/** Creates a key; the key itself goes to `onCreated`, to be shown once. */
export function CreateApiKeyDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const [problem, setProblem] = useState(false);
  const form = useForm<ApiKeyFormValues>({
    defaultValues: EMPTY_API_KEY,
    resolver: formResolver(apiKeyFormSchema),
  });

  const submit = form.handleSubmit(async (values) => {
    setProblem(false);
    try {
      const created = await create.mutateAsync(apiKeyInput(values));
      onClose();
      onCreated(created.key);
    } catch (error) {
      const applied = applyServerFieldErrors(
        form.setError,
        error,
        (field) => field in EMPTY_API_KEY,
      );
      if (applied.length === 0) setProblem(true);
    }
  });

  return (
    <FormDialog
      open
      title={t('tech.apiKeys.createTitle')}
      submitLabel={t('tech.apiKeys.create')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={create.isPending}
      problem={problem ? t('errors.generic') : undefined}
    >
      <FormProvider {...form}>
        <FormTextField<ApiKeyFormValues>
          name="name"
          label={t('tech.apiKeys.name')}
          helperText={t('tech.apiKeys.nameHelp')}
          required
          autoFocus
        />
        <FormCheckboxGroup<ApiKeyFormValues>
          name="scopes"
          label={t('tech.apiKeys.scopesLabel')}
          options={API_KEY_SCOPE_VALUES.map((scope) => ({
            value: scope,
            label: t(SCOPE_KEYS[scope]),
          }))}
        />
        <FormSelect<ApiKeyFormValues>
          name="expiry"
          label={t('tech.apiKeys.expiresLabel')}
          options={EXPIRY_CHOICES.map((choice) => ({
            value: choice,
            label: t(EXPIRY_KEYS[choice]),
          }))}
        />
      </FormProvider>
    </FormDialog>
  );
}
