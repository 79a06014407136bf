import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markBadRequestHandled } from '../../../../lib/api-client/apiClient';
import { TimeoutError } from '../../../../lib/api-client/apiErrors';
import type { FlowSummary } from '../../../../lib/api-client/schema';
import { useFormat } from '../../../../lib/format';
import { applyServerFieldErrors } from '../../../../lib/forms/applyServerFieldErrors';
import { FieldErrorTextContext } from '../../../../lib/forms/fields/fieldErrorText';
import { FormSelect } from '../../../../lib/forms/fields/FormSelect';
import { formResolver } from '../../../../lib/forms/formResolver';
import { useRunFlowTests } from '../../api/flowTests';
import { flowVersionQueries } from '../../api/flowVersions';
import { trainedModelQueries } from '../../api/trainedModels';
import { useFlowActionFailure } from '../../list/useFlowActionFailure';
import { toFlowTestRun } from '../../routes';
import {
  RUN_FORM_DEFAULTS,
  RUN_REFUSAL_KEYS,
  runFieldErrorText,
  runFormSchema,
  runRefusalOf,
  toRunStart,
  type RunFormValues,
} from './runForm';

const RUN_FIELDS = ['flowId', 'versionNumber', 'modelId'];

const SOURCE_KEYS = {
  draft: 'flows.tests.run.sources.draft',
  published: 'flows.tests.run.sources.published',
  version: 'flows.tests.run.sources.version',
} as const;

const SOURCE_HELP_KEYS = {
  draft: 'flows.tests.run.sources.draftHelp',
  published: 'flows.tests.run.sources.publishedHelp',
  version: 'flows.tests.run.sources.versionHelp',
} as const;

export interface RunTestsFormProps {
  botId: string;
  /** The suite shown; '' runs all of the bot's enabled tests. */
  tag: string;
  /** The bot's flows: one of them may be run at a past version. */
  flows: readonly FlowSummary[];
}

/**
 * Runs the bot's enabled tests (or the suite shown) with the flows as drafts, as published, or
 * with one flow at a past published version, understood by the active model or another trained
 * one; then shows the run's results. A refusal is explained above the button. The page mounts
 * it anew for another bot or suite, so no choice or refusal of the last one stays.
 */
export function RunTestsForm({ botId, tag, flows }: RunTestsFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const run = useRunFlowTests();
  const failure = useFlowActionFailure();
  const [problem, setProblem] = useState<string>();
  const form = useForm<RunFormValues>({
    defaultValues: RUN_FORM_DEFAULTS,
    resolver: formResolver(runFormSchema),
  });
  const [source, flowId] = useWatch({ control: form.control, name: ['source', 'flowId'] });

  const { resetField } = form;
  // Another flow has other versions.
  useEffect(() => resetField('versionNumber'), [flowId, resetField]);

  const models = useQuery(trainedModelQueries.list());
  const active = models.data?.items.find((model) => model.active);
  const modelOptions = useMemo(
    () => [
      {
        value: '',
        label: active
          ? t('flows.tests.run.activeModelNamed', {
              name: t('flows.tests.model.name', { when: format.dateTime(active.createdAt) }),
            })
          : t('flows.tests.run.activeModel'),
      },
      ...(models.data?.items ?? [])
        .filter((model) => !model.active)
        .map((model) => ({
          value: model.id,
          label: t('flows.tests.model.name', { when: format.dateTime(model.createdAt) }),
        })),
    ],
    [models.data, active, t, format],
  );

  const published = flows.filter((flow) => flow.publishedVersion !== null);
  const versions = useQuery({
    ...flowVersionQueries.list(flowId),
    enabled: source === 'version' && flowId !== '',
  });
  const versionOptions = (versions.data?.items ?? []).map((version) => ({
    value: String(version.number),
    label: t('flows.tests.run.versionOption', {
      version: version.number,
      when: format.dateTime(version.publishedAt),
    }),
  }));

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      const done = await run.mutateAsync(toRunStart(botId, tag, values));
      void navigate(toFlowTestRun(done.id));
    } catch (error) {
      const refusal = runRefusalOf(error, values.source);
      if (refusal) {
        markBadRequestHandled(error);
        setProblem(t(RUN_REFUSAL_KEYS[refusal]));
        return;
      }
      const applied = applyServerFieldErrors(form.setError, error, (field) =>
        RUN_FIELDS.includes(field),
      );
      if (applied.length > 0) return;
      // Shown here, beside the button that failed: the shared snackbar adds nothing.
      markBadRequestHandled(error);
      setProblem(error instanceof TimeoutError ? t('errors.timeout') : failure(error));
    }
  });

  return (
    <FormProvider {...form}>
      <FieldErrorTextContext.Provider value={runFieldErrorText}>
        <Box
          component="form"
          noValidate
          aria-label={t('flows.tests.run.title')}
          aria-busy={run.isPending}
          onSubmit={(event) => void submit(event)}
        >
          <Stack sx={{ gap: 2, maxWidth: 560 }}>
            <FormSelect<RunFormValues>
              name="source"
              label={t('flows.tests.run.source')}
              size="small"
              helperText={t(SOURCE_HELP_KEYS[source])}
              options={(['draft', 'published', 'version'] as const).map((value) => ({
                value,
                label: t(SOURCE_KEYS[value]),
              }))}
            />
            {source === 'version' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
                <FormSelect<RunFormValues>
                  name="flowId"
                  label={t('flows.tests.run.flow')}
                  size="small"
                  required
                  sx={{ flex: 2, minWidth: 0 }}
                  helperText={published.length === 0 ? t('flows.tests.run.noPublished') : undefined}
                  options={published.map((flow) => ({ value: flow.id, label: flow.name }))}
                />
                <FormSelect<RunFormValues>
                  name="versionNumber"
                  label={t('flows.tests.run.version')}
                  size="small"
                  required
                  disabled={flowId === ''}
                  sx={{ flex: 1, minWidth: 0 }}
                  options={versionOptions}
                />
              </Stack>
            )}
            <FormSelect<RunFormValues>
              name="modelId"
              label={t('flows.tests.run.model')}
              size="small"
              options={modelOptions}
            />
            {problem && <Alert severity="error">{problem}</Alert>}
            <Box>
              <Button
                type="submit"
                variant="contained"
                startIcon={<PlayArrowIcon />}
                disabled={run.isPending}
              >
                {run.isPending ? t('flows.tests.run.running') : t('flows.tests.run.submit')}
              </Button>
            </Box>
          </Stack>
        </Box>
      </FieldErrorTextContext.Provider>
    </FormProvider>
  );
}
