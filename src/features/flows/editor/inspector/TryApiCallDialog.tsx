import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiCallTrial, ApiCallTrialRequest } from '../../../../lib/api-client/schema';
import { FormDialog } from '../../../../lib/forms/FormDialog';
import { formResolver } from '../../../../lib/forms/formResolver';
import { DetailList } from '../../../../layout/DetailList';
import { useFormat } from '../../../../lib/format';
import { tryApiCall } from '../../api/apiCallTrials';
import { FIXED_OUTPUT_LABEL_KEYS } from '../../labels';
import { PresetSlotRows } from '../../simulator/PresetSlotRows';
import {
  presetSlotsSchema,
  toSlotMap,
  type PresetSlotsValues,
} from '../../simulator/presetSlotsForm';

export interface TryApiCallDialogProps {
  /** The step's request as the inspector holds it (applied or not). */
  call: Omit<ApiCallTrialRequest, 'slots'>;
  /** The slots its path and body read: a row each to fill in. */
  slotNames: readonly string[];
  /** Why the call cannot be made yet (translated), e.g. a body that is not JSON yet. */
  blocked?: string;
  onClose: () => void;
}

const preStyle = {
  m: 0,
  p: 1,
  bgcolor: 'action.hover',
  borderRadius: 1,
  fontSize: '0.8125rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
} as const;

/** The answer's JSON laid out for reading; any other text as it came. */
function readable(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * "Try this call": the step's request made once against the integration with slot values the
 * person gives, and what came back: the output the step would take, the answer, and what each
 * mapping finds in it. Nothing is saved. Mounted anew for each opening.
 */
export function TryApiCallDialog({ call, slotNames, blocked, onClose }: TryApiCallDialogProps) {
  const { t } = useTranslation();
  const form = useForm<PresetSlotsValues>({
    defaultValues: { slots: slotNames.map((name) => ({ name, value: '' })) },
    resolver: formResolver(presetSlotsSchema),
  });
  const trial = useMutation({
    mutationFn: (slots: Record<string, string>) => tryApiCall({ ...call, slots }),
  });
  const submit = form.handleSubmit((values) => trial.mutate(toSlotMap(values)));

  return (
    <FormDialog
      open
      title={t('flows.apiCall.trial.title', { method: call.method, path: call.path })}
      submitLabel={t('flows.apiCall.trial.send')}
      busyLabel={t('flows.apiCall.trial.sending')}
      busy={trial.isPending}
      submitDisabled={blocked !== undefined}
      problem={blocked ?? (trial.isError ? t('errors.generic') : undefined)}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      maxWidth="md"
    >
      <Typography variant="body2">{t('flows.apiCall.trial.intro')}</Typography>
      <FormProvider {...form}>
        <PresetSlotRows empty={t('flows.apiCall.trial.noSlots')} />
      </FormProvider>
      {/* Announced when the answer arrives; the focus stays on the send button. */}
      <Box role="status" aria-live="polite">
        {trial.data && (
          <TrialResult trial={trial.data} hasMappings={(call.responseMapping ?? []).length > 0} />
        )}
      </Box>
    </FormDialog>
  );
}

function TrialResult({ trial, hasMappings }: { trial: ApiCallTrial; hasMappings: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const output = t(FIXED_OUTPUT_LABEL_KEYS[trial.outcome]);
  const duration = format.milliseconds(trial.durationMs);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('flows.apiCall.trial.result')}
      </Typography>
      <Typography variant="body2">
        {trial.status === null
          ? t('flows.apiCall.trial.timedOut', { output, duration })
          : t('flows.apiCall.trial.answered', {
              output,
              status: trial.status,
              duration,
            })}
      </Typography>
      <DetailList
        details={[
          { id: 'url', term: t('flows.apiCall.trial.url'), value: trial.url },
          {
            id: 'request',
            term: t('flows.apiCall.trial.requestBody'),
            value:
              trial.requestBody === null ? (
                t('flows.apiCall.trial.noBody')
              ) : (
                <Box component="pre" sx={preStyle}>
                  {readable(trial.requestBody)}
                </Box>
              ),
          },
          {
            id: 'response',
            term: t('flows.apiCall.trial.response'),
            value:
              trial.response === null ? (
                t('flows.apiCall.trial.noResponse')
              ) : (
                <Box component="pre" sx={preStyle}>
                  {readable(trial.response)}
                </Box>
              ),
          },
        ]}
      />
      {trial.mapped.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {t('flows.apiCall.trial.mapped')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {trial.mapped.map((mapping, index) => (
              <Typography component="li" variant="body2" key={`${index}-${mapping.slot}`}>
                {mapping.value === null
                  ? t('flows.apiCall.trial.notFound', { slot: mapping.slot, path: mapping.path })
                  : t('flows.apiCall.trial.found', {
                      slot: mapping.slot,
                      path: mapping.path,
                      value: mapping.value,
                    })}
              </Typography>
            ))}
          </Box>
        </>
      )}
      {trial.outcome !== 'success' && hasMappings && (
        <Alert severity="info">{t('flows.apiCall.trial.noMapping')}</Alert>
      )}
    </Stack>
  );
}
