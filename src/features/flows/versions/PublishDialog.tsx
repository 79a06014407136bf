import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BadRequestError, ConflictError } from '../../../lib/api-client/apiClient';
import { httpStatusOf } from '../../../lib/api-client/apiErrors';
import type { Flow } from '../../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../../lib/forms/applyServerFieldErrors';
import { FormSwitch } from '../../../lib/forms/fields/FormSwitch';
import { FormTextField } from '../../../lib/forms/fields/FormTextField';
import { FormDialog } from '../../../lib/forms/FormDialog';
import { formResolver } from '../../../lib/forms/formResolver';
import { notify } from '../../../lib/notifications';
import { flowTestQueries } from '../api/flowTests';
import { usePublishFlow } from '../api/flowVersions';
import { DraftChanges } from './DraftChanges';
import type { ComparedFlow } from './flowDiff';
import {
  PUBLISH_NOTES_MAX_LENGTH,
  publishSchema,
  refusedForTests,
  refusedProblemsOf,
  type PublishValues,
} from './publishForm';
import { TestGuard } from './TestGuard';

export interface PublishDialogProps {
  flow: Flow;
  /** The saved draft's version: what is published. */
  draftVersion: number;
  /** The draft as the editor has it (saved), compared with the latest published version. */
  graph: ComparedFlow;
  /** Problems of severity warning in the draft: they do not keep it from being published. */
  warnings: number;
  onClose: () => void;
  onPublished: () => void;
  onStale: () => void;
}

/**
 * Publishes the saved draft with notes, after showing what changes against the published
 * version. Refusals are explained in the dialog, where assistive technology is (the shared
 * snackbar lies behind a modal). Mounted anew for each opening, so it starts empty.
 */
export function PublishDialog({
  flow,
  draftVersion,
  graph,
  warnings,
  onClose,
  onPublished,
  onStale,
}: PublishDialogProps) {
  const { t } = useTranslation();
  const publish = usePublishFlow(flow.id);
  const [problem, setProblem] = useState<string>();
  const form = useForm<PublishValues>({
    defaultValues: { notes: '', acceptFailing: false },
    resolver: formResolver(publishSchema),
  });
  const comparison = useQuery(flowTestQueries.comparison(flow.id, draftVersion));
  const newlyFailing = comparison.data?.newlyFailing.length ?? 0;

  const explain = (error: unknown): string => {
    const refused = refusedProblemsOf(error);
    if (refused) return t('flows.publish.invalid', { count: refused.length });
    if (refusedForTests(error)) return t('flows.publish.tests.refused');
    if (error instanceof ConflictError) return t('flows.publish.stale');
    if (error instanceof BadRequestError) return t('errors.badRequest');
    const status = httpStatusOf(error);
    if (status === 403) return t('flows.publish.forbidden');
    if (status === 404) return t('errors.notFound');
    return t('errors.generic');
  };

  const submit = form.handleSubmit(async ({ notes, acceptFailing }) => {
    setProblem(undefined);
    if (newlyFailing > 0 && !acceptFailing) {
      setProblem(t('flows.publish.tests.confirmFirst', { count: newlyFailing }));
      return;
    }
    // Publishing over failing tests is a decision someone can later read the reason for.
    if (acceptFailing && newlyFailing > 0 && !notes.trim()) {
      form.setError('notes', { message: 'required' }, { shouldFocus: true });
      return;
    }
    try {
      const published = await publish.mutateAsync({
        version: draftVersion,
        notes: notes.trim(),
        ...(acceptFailing && newlyFailing > 0 ? { acceptFailing: true } : {}),
      });
      notify({
        message: t('flows.publish.published', { name: graph.name, version: published.number }),
        severity: 'success',
      });
      onClose();
      onPublished();
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) => field === 'notes');
      if (applied.length === 0) setProblem(explain(error));
      // The tests changed since the comparison shown: compare again, to decide on what holds.
      if (refusedForTests(error)) void comparison.refetch();
      // The editor brings in the colleague's draft; the dialog stays to say why nothing happened.
      if (error instanceof ConflictError) onStale();
    }
  });

  return (
    <FormDialog
      open
      title={t('flows.publish.title', { name: graph.name })}
      submitLabel={t('flows.publish.submit')}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={publish.isPending}
      problem={problem}
    >
      <Typography variant="body2">{t('flows.publish.explain')}</Typography>
      {warnings > 0 && (
        <Alert severity="warning">{t('flows.publish.warnings', { count: warnings })}</Alert>
      )}
      <DraftChanges flowId={flow.id} languages={flow.languages} draft={graph} headingLevel={3} />
      <TestGuard comparison={comparison} headingLevel={3} />
      <FormProvider {...form}>
        {newlyFailing > 0 && (
          <FormSwitch<PublishValues>
            name="acceptFailing"
            label={t('flows.publish.tests.accept', { count: newlyFailing })}
          />
        )}
        <FormTextField<PublishValues>
          name="notes"
          label={t('flows.publish.notes')}
          helperText={t('flows.publish.notesHint', { max: PUBLISH_NOTES_MAX_LENGTH })}
          keepHelperText
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: PUBLISH_NOTES_MAX_LENGTH } }}
        />
      </FormProvider>
    </FormDialog>
  );
}
