import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  FLOW_TEST_FIELDS_LIMITS,
  type FlowTest,
  type FlowTestInput,
} from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../lib/forms/fields/fieldErrorText';
import { FormLinesField } from '../../../lib/forms/fields/FormLinesField';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { useCreateFlowTest } from '../api/flowTests';
import { useFlowActionFailure } from '../list/useFlowActionFailure';
import { toFlowTest } from '../routes';
import { TestChecksSummary } from './editor/TestChecksSummary';
import {
  MAX_TEST_TAGS,
  nameAndTagsSchema,
  testFieldErrorText,
  type NameAndTagsValues,
} from './editor/testForm';

export interface SaveAsTestDialogProps {
  /** The test as it would be kept (testFromConversation); its name is the one offered. */
  draft: FlowTestInput;
  open: boolean;
  onClose: () => void;
  /** After the test was created (the dialog has closed and said so). */
  onSaved?: (test: FlowTest) => void;
}

/** A name or a tag at fault: the only fields the dialog shows. */
const isOwnField = (path: string) => path === 'name' || path === 'tags' || /^tags\.\d+$/.test(path);

/**
 * Keeps a conversation as a test: asks its name and tags, says what it will check, creates it.
 * A name the bot's tests already have, or a tag out of rule, shows at its field; once created,
 * a notification offers to open the test.
 */
export function SaveAsTestDialog({ draft, open, onClose, onSaved }: SaveAsTestDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateFlowTest();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  const form = useForm<NameAndTagsValues>({
    defaultValues: { name: draft.name, tags: draft.tags },
    resolver: formResolver(nameAndTagsSchema),
  });

  // Each opening starts from the name and tags the caller offers now (another conversation);
  // compared by value, so a draft rebuilt on each render does not wipe what is being typed.
  const { reset } = form;
  const offeredTags = draft.tags.join('\n');
  useEffect(() => {
    if (!open) return;
    reset({ name: draft.name, tags: offeredTags === '' ? [] : offeredTags.split('\n') });
  }, [open, draft.name, offeredTags, reset]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const created = await create.mutateAsync({
        ...draft,
        name: values.name.trim(),
        tags: values.tags.filter((tag) => tag !== ''),
      });
      onClose();
      notify({
        message: t('flows.saveTest.saved', { name: created.name }),
        severity: 'success',
        action: {
          label: t('flows.saveTest.open'),
          run: () => void navigate(toFlowTest(created.id)),
        },
      });
      onSaved?.(created);
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, isOwnField);
      if (applied.length === 0) setProblem(failure(error));
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('flows.saveTest.title')}
      submitLabel={t('flows.saveTest.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={create.isPending}
      problem={problem}
      // A failure belongs to the opening it happened in.
      onExited={() => setProblem(undefined)}
    >
      <FormProvider {...form}>
        <FieldErrorTextContext.Provider value={testFieldErrorText}>
          <FormTextField<NameAndTagsValues>
            name="name"
            label={t('flows.test.name')}
            required
            autoFocus
            maxLength={FLOW_TEST_FIELDS_LIMITS.name.maxLength}
          />
          <FormLinesField<NameAndTagsValues>
            name="tags"
            label={t('flows.test.tags')}
            helperText={t('flows.test.tagsHelp', { max: MAX_TEST_TAGS })}
          />
        </FieldErrorTextContext.Provider>
      </FormProvider>
      <TestChecksSummary test={draft} />
    </FormDialog>
  );
}
