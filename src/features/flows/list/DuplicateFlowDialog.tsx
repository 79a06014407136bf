import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FlowSummary } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { cachedFlows, useDuplicateFlow } from '../api/flows';
import { copySchema, FLOW_NAME_MAX_LENGTH, flowFieldErrorText, type CopyValues } from './flowForm';
import { toFlow } from '../routes';
import { useFlowActionFailure } from './useFlowActionFailure';

export interface DuplicateFlowDialogProps {
  flow: FlowSummary;
  open: boolean;
  onClose: () => void;
  botName: (botId: string) => string;
}

/**
 * Copies a flow's draft to a new flow on the same bot, under a name the person may change
 * ("Billing (copy)"); the copy opens in the editor. The page mounts it anew for each opening.
 */
export function DuplicateFlowDialog({ flow, open, onClose, botName }: DuplicateFlowDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicate = useDuplicateFlow();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  const form = useForm<CopyValues>({
    defaultValues: { name: t('flows.list.duplicate.copyName', { name: flow.name }) },
    resolver: formResolver(copySchema(flow.botId, () => cachedFlows(queryClient))),
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setProblem(undefined);
    try {
      const created = await duplicate.mutateAsync({ flow, name: name.trim() });
      notify({
        message: t('flows.list.duplicate.created', { name: created.name, original: flow.name }),
        severity: 'success',
      });
      onClose();
      void navigate(toFlow(created.id));
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) => field === 'name');
      if (applied.length === 0) setProblem(failure(error));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('flows.list.duplicate.title')}
      submitLabel={t('flows.list.duplicate.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={duplicate.isPending}
      problem={problem}
    >
      <Typography>
        {t('flows.list.duplicate.explain', { name: flow.name, bot: botName(flow.botId) })}
      </Typography>
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={flowFieldErrorText}>
          <FormTextField<CopyValues>
            name="name"
            label={t('flows.list.form.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: FLOW_NAME_MAX_LENGTH } }}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
