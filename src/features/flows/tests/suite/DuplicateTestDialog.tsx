import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FlowTest } from '../../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../../lib/forms/fields/fieldErrorText';
import { FormTextField } from '../../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../../lib/forms/FormDialog';
import { formResolver } from '../../../../lib/forms/formResolver';
import { notify } from '../../../../lib/notifications';
import { useCreateFlowTest } from '../../api/flowTests';
import { useFlowActionFailure } from '../../list/useFlowActionFailure';
import { toFlowTest } from '../../routes';
import {
  copyNameFor,
  copySchema,
  testFieldsOf,
  testNameErrorText,
  TEST_NAME_MAX_LENGTH,
  type CopyValues,
} from './testCopies';

export interface DuplicateTestDialogProps {
  test: FlowTest;
  /** Every test of the test's bot: a copy's name must be new among them. */
  known: readonly FlowTest[];
  open: boolean;
  onClose: () => void;
}

/**
 * Copies a test under a name the bot's tests do not have yet ("Reset by text (copy)"), which the
 * person may change; the copy opens in the test's editor. Mounted anew for each opening.
 */
export function DuplicateTestDialog({ test, known, open, onClose }: DuplicateTestDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFlowTest();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  const form = useForm<CopyValues>({
    defaultValues: { name: copyNameFor(t, test.name, known) },
    resolver: formResolver(copySchema(() => known)),
  });

  const submit = form.handleSubmit(async ({ name }) => {
    setProblem(undefined);
    try {
      const created = await create.mutateAsync({ ...testFieldsOf(test), name: name.trim() });
      notify({
        message: t('flows.tests.duplicate.created', { name: created.name, original: test.name }),
        severity: 'success',
      });
      onClose();
      void navigate(toFlowTest(created.id));
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) => field === 'name');
      if (applied.length === 0) setProblem(failure(error));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('flows.tests.duplicate.title')}
      submitLabel={t('flows.tests.duplicate.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={create.isPending}
      problem={problem}
    >
      <Typography>{t('flows.tests.duplicate.explain', { name: test.name })}</Typography>
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={testNameErrorText}>
          <FormTextField<CopyValues>
            name="name"
            label={t('flows.tests.duplicate.name')}
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: TEST_NAME_MAX_LENGTH } }}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
    </FormDialog>
  );
}
