import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FLOW_TEMPLATE_VALUES } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormSelect } from '../../../lib/forms/fields/FormSelect';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { cachedFlows, useCreateFlow } from '../api/flows';
import {
  FLOW_NAME_MAX_LENGTH,
  flowFieldErrorText,
  newFlowSchema,
  type NewFlowValues,
} from './flowForm';
import { FLOW_TEMPLATE } from './flowLabels';
import { toFlow } from '../routes';
import { useFlowActionFailure } from './useFlowActionFailure';

const FIELDS = ['name', 'botId', 'template'];

export interface CreateFlowDialogProps {
  open: boolean;
  onClose: () => void;
  bots: readonly { id: string; name: string }[];
  /** The bot chosen at first (the list's bot filter), if any. */
  botId: string;
}

/**
 * Names a new flow, its bot and what it starts from; it opens in the editor once created. The
 * page mounts it anew for each opening, so it starts from the list's current bot.
 */
export function CreateFlowDialog({ open, onClose, bots, botId }: CreateFlowDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateFlow();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  // The only bot, or the one the list shows; otherwise the person chooses.
  const defaultBot = botId || (bots.length === 1 ? (bots[0]?.id ?? '') : '');
  const form = useForm<NewFlowValues>({
    defaultValues: { name: '', botId: defaultBot, template: 'blank' },
    resolver: formResolver(newFlowSchema(() => cachedFlows(queryClient))),
  });
  const template = useWatch({ control: form.control, name: 'template' });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const created = await create.mutateAsync({ ...values, name: values.name.trim() });
      notify({
        message: t('flows.list.create.created', { name: created.name }),
        severity: 'success',
      });
      onClose();
      void navigate(toFlow(created.id));
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) =>
        FIELDS.includes(field),
      );
      if (applied.length === 0) setProblem(failure(error));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('flows.list.create.title')}
      submitLabel={t('flows.list.create.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={create.isPending}
      problem={problem}
    >
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={flowFieldErrorText}>
          <FormTextField<NewFlowValues>
            name="name"
            label={t('flows.list.form.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: FLOW_NAME_MAX_LENGTH } }}
          />
          <FormSelect<NewFlowValues>
            name="botId"
            label={t('flows.list.form.bot')}
            required
            options={bots.map((bot) => ({ value: bot.id, label: bot.name }))}
          />
          <FormSelect<NewFlowValues>
            name="template"
            label={t('flows.list.form.template')}
            helperText={t(FLOW_TEMPLATE[template].hintKey)}
            options={FLOW_TEMPLATE_VALUES.map((value) => ({
              value,
              label: t(FLOW_TEMPLATE[value].key),
            }))}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
