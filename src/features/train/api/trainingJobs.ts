import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, ConflictError } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { TrainingJob } from '../../../lib/api-client/schema';
import { TrainingJobListSchema, TrainingJobSchema } from '../../../lib/api-client/schemas/train';
import { intentKeys } from './intents';
import { modelKeys } from './models';
import { isRunning, observe, type ObservedJobs } from '../training/trainingProgress';

/** Read every 2 s while a job runs, not at all otherwise. */
export const POLL_MS = 2000;

export const trainingJobKeys = { all: ['train', 'training-jobs'] as const };

async function readJobs(queryClient: QueryClient, now: () => number): Promise<ObservedJobs> {
  const list = await validated(
    'training-jobs',
    TrainingJobListSchema,
    apiClient.get('training-jobs'),
  );
  const previous = queryClient.getQueryData<ObservedJobs>(trainingJobKeys.all);
  // A job that ended changed which intents need training, and may have made a model.
  if (isRunning(previous?.items[0]) && !isRunning(list.items[0])) {
    void queryClient.invalidateQueries({ queryKey: intentKeys.all });
    void queryClient.invalidateQueries({ queryKey: modelKeys.all });
  }
  return observe(list, previous, now());
}

export const trainingJobQueries = {
  jobs: (queryClient: QueryClient, now: () => number = Date.now) =>
    queryOptions({
      queryKey: trainingJobKeys.all,
      queryFn: () => readJobs(queryClient, now),
      // Polls only while the newest job runs; TanStack Query pauses it offline and resumes after.
      refetchInterval: (query) => (isRunning(query.state.data?.items[0]) ? POLL_MS : false),
    }),
};

/** A finished job changes which intents need training: the list is read again. */
function useTrainingMutation<V>(mutationFn: (variables: V) => Promise<TrainingJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trainingJobKeys.all }),
        queryClient.invalidateQueries({ queryKey: intentKeys.all }),
      ]),
  });
}

export interface Started {
  job: TrainingJob;
  /** Someone's job was already running: this is theirs, followed rather than duplicated. */
  joined: boolean;
}

export const useStartTraining = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<Started> => {
      try {
        const job = await validated(
          'training-jobs',
          TrainingJobSchema,
          apiClient.post('training-jobs'),
        );
        return { job, joined: false };
      } catch (error) {
        const running =
          error instanceof ConflictError && TrainingJobSchema.safeParse(error.current);
        if (running && running.success) return { job: running.data, joined: true };
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trainingJobKeys.all }),
  });
};

export const useCancelTraining = () =>
  useTrainingMutation((job: TrainingJob) => {
    const path = `training-jobs/${encodeURIComponent(job.id)}` as const;
    return validated(path, TrainingJobSchema, apiClient.delete('training-jobs', job.id));
  });
