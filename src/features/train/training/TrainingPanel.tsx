import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../layout/SectionCard';
import type { TrainingJob } from '../../../lib/api-client/schema';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notifications';
import { hasPermission, useMe } from '../../../lib/query';
import { modelQueries } from '../api/models';
import { MODELS_PATH, toIntent } from '../routes';
import { trainingJobQueries, useCancelTraining, useStartTraining } from '../api/trainingJobs';
import { isRunning, isStalled } from './trainingProgress';
import { TrainAnywayDialog } from './TrainAnywayDialog';
import { TrainedWithoutJobs } from './TrainedWithoutJobs';
import { useCheckedTraining } from './useCheckedTraining';

const KNOWN_ERRORS = ['intent_without_examples'] as const;

/** Why a job failed, in the person's language (an unknown code: the general sentence). */
function failureKey(job: TrainingJob) {
  const code = job.error?.code;
  return KNOWN_ERRORS.find((known) => known === code)
    ? (`train.training.errors.${code as (typeof KNOWN_ERRORS)[number]}` as const)
    : 'train.training.errors.unknown';
}

/**
 * Training the bots' understanding: whether intents changed since the last training, the running
 * job's stage and progress (read every 2 s while it runs), a stall after two minutes without
 * progress, why a job failed with links to the intents at fault, and Train / Cancel for those
 * with `bots.train`. Train asks first while intents have problems.
 */
export function TrainingPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const jobs = useQuery(trainingJobQueries.jobs(queryClient));
  const { data: me } = useMe();
  const canTrain = hasPermission(me, 'bots.train');
  const start = useStartTraining();
  const cancel = useCancelTraining();
  const progressLabel = useId();
  const historyLabel = useId();
  const latest = jobs.data?.items[0];
  const running = isRunning(latest);
  const pending = jobs.data?.pendingChanges ?? 0;
  const noJobs = jobs.data !== undefined && !latest;
  // The latest good training's model, while nobody has activated it yet; without any job, the
  // model the intents were trained for.
  const models = useQuery({ ...modelQueries.list(), enabled: latest?.status === 'done' || noJobs });
  const newModel = models.data?.items.find(
    (model) => model.trainingJobId === latest?.id && !model.active,
  );

  const train = () =>
    start.mutate(undefined, {
      onSuccess: ({ joined }) => {
        if (joined) notify({ message: t('train.training.joined'), severity: 'info' });
      },
    });
  const checked = useCheckedTraining(train);

  const trainButton = canTrain && !running && (
    <Button
      variant="contained"
      onClick={checked.request}
      disabled={start.isPending || checked.checking}
    >
      {t('train.training.start')}
    </Button>
  );

  return (
    <SectionCard title={t('train.training.title')}>
      <Stack sx={{ gap: 2 }}>
        {jobs.isError && <Alert severity="error">{t('train.training.unavailable')}</Alert>}
        {latest && running && (
          <Stack sx={{ gap: 1 }}>
            <Typography id={progressLabel}>
              {t('train.training.running', {
                stage: t(`train.training.stage.${latest.stage}`),
                progress: latest.progress,
              })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={latest.progress}
              aria-labelledby={progressLabel}
            />
            <Typography variant="body2" color="text.secondary">
              {t('train.training.startedBy', {
                name: latest.startedBy ?? '—',
                when: format.dateTime(latest.startedAt),
              })}
            </Typography>
            {isStalled(jobs.data) && (
              <Alert severity="warning">{t('train.training.stalled')}</Alert>
            )}
            {canTrain && (
              <Button
                variant="outlined"
                color="error"
                onClick={() => cancel.mutate(latest)}
                disabled={cancel.isPending}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('train.training.cancel')}
              </Button>
            )}
          </Stack>
        )}
        {latest?.status === 'failed' && (
          <Alert severity="error">
            <Stack sx={{ gap: 1 }}>
              <span>{t(failureKey(latest))}</span>
              {latest.error && latest.error.items.length > 0 && (
                <Stack component="ul" sx={{ m: 0, pl: 2 }}>
                  {latest.error.items.map((item) => (
                    <li key={`${item.intentId}-${item.exampleId ?? ''}`}>
                      <Link component={RouterLink} to={toIntent(item.intentId)}>
                        {item.intentName}
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </Stack>
          </Alert>
        )}
        {latest?.status === 'canceled' && (
          <Alert severity="info">{t('train.training.canceled')}</Alert>
        )}
        {latest?.status === 'done' && latest.finishedAt && (
          <Typography>
            {t('train.training.done', {
              name: latest.startedBy ?? '—',
              when: format.dateTime(latest.finishedAt),
            })}
          </Typography>
        )}
        {canTrain && newModel && (
          <Alert severity="info">
            <Link component={RouterLink} to={MODELS_PATH}>
              {t('train.training.review')}
            </Link>
          </Alert>
        )}
        {noJobs && <TrainedWithoutJobs models={models.data?.items} />}
        {(jobs.data?.items.length ?? 0) > 1 && (
          <Stack sx={{ gap: 0.5 }}>
            <Typography id={historyLabel} component="h3" variant="subtitle2">
              {t('train.training.history')}
            </Typography>
            <Stack component="ul" aria-labelledby={historyLabel} sx={{ m: 0, pl: 3 }}>
              {jobs.data!.items.slice(1).map((job) => (
                <li key={job.id}>
                  <Typography variant="body2">
                    {t('train.training.historyEntry', {
                      status: t(`train.training.statuses.${job.status}`),
                      name: job.startedBy ?? '—',
                      when: format.dateTime(job.startedAt),
                    })}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
        {jobs.data && !running && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color={pending > 0 ? 'warning.dark' : 'text.secondary'}>
              {pending > 0
                ? t('train.training.pending', { count: pending })
                : t('train.training.upToDate')}
            </Typography>
            {trainButton}
          </Stack>
        )}
      </Stack>
      {canTrain && (
        <TrainAnywayDialog
          open={checked.asking}
          problems={checked.problems}
          onTrain={checked.trainAnyway}
          onClose={checked.cancel}
        />
      )}
    </SectionCard>
  );
}
