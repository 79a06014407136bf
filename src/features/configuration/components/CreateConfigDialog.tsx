import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { configFieldErrorText } from '../errorText';
import { useNavigate } from 'react-router';
import { z } from 'zod/mini';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import type { Bot, BotConfig } from '../../../lib/api-client/schema';
import { notify } from '../../../lib/notifications';
import { useCreateBotConfig } from '../api/configurations';
import { settingsOf } from '../configDraft';
import { formResolver } from '../../../lib/forms/formResolver';
import { DEFAULT_CONFIG_NAME } from './DeleteConfigButton';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { toConfiguration } from '../routes';
import { FormDialog } from '../../../lib/forms/FormDialog';

interface NewConfig {
  name: string;
  botId: string;
}

/** A name not yet taken (compared as the server does: trimmed, ignoring case), 1–64 characters. */
const newConfigSchema = (taken: readonly string[]) =>
  z.object({
    name: z.string().check(
      z.refine((name) => name.trim() !== '', 'required'),
      z.refine((name) => name.trim().length <= 64, 'too_long'),
      z.refine((name) => !taken.includes(name.trim().toLowerCase()), 'already_exists'),
    ),
    botId: z.string().check(z.minLength(1, 'required')),
  });

/**
 * A new configuration starts as a copy of the `default` one's settings under a new name and bot,
 * so it is complete from the start; it is a draft until promoted.
 */
export function CreateConfigDialog({
  open,
  onClose,
  configs,
  bots,
}: {
  open: boolean;
  onClose: () => void;
  configs: readonly BotConfig[];
  bots: readonly Bot[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateBotConfig();
  const [problem, setProblem] = useState(false);
  const template = configs.find((config) => config.name === DEFAULT_CONFIG_NAME) ?? configs[0];
  const form = useForm<NewConfig>({
    defaultValues: { name: '', botId: bots[0]?.id ?? '' },
    resolver: formResolver(newConfigSchema(configs.map((config) => config.name.toLowerCase()))),
  });

  const submit = form.handleSubmit(async ({ name, botId }) => {
    if (!template) return;
    setProblem(false);
    try {
      const created = await create.mutateAsync({
        ...settingsOf(template),
        name: name.trim(),
        botId,
      });
      notify({
        message: t('configuration.create.created', { name: created.name }),
        severity: 'success',
      });
      onClose();
      void navigate(toConfiguration(created.id));
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) =>
        ['name', 'botId'].includes(field),
      );
      if (applied.length === 0) setProblem(true);
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('configuration.create.title')}
      submitLabel={t('configuration.create.submit')}
      onSubmit={submit}
      onClose={onClose}
      busy={create.isPending}
      problem={problem ? t('errors.generic') : undefined}
      onExited={() => form.reset()}
    >
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={configFieldErrorText}>
          <DialogContentText>{t('configuration.create.explain')}</DialogContentText>
          <FormTextField<NewConfig>
            name="name"
            label={t('configuration.fields.name')}
            required
            autoFocus
          />
          <FormSelect<NewConfig>
            name="botId"
            label={t('configuration.fields.botId')}
            options={bots.map((bot) => ({ value: bot.id, label: bot.name }))}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
