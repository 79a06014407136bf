import type { TrainingJob, TrainingJobList } from '../../../lib/api-client/schema';

/** No progress for this long while a job runs, and the person is told it has stalled. */
export const STALLED_AFTER_MS = 2 * 60_000;

export const isRunning = (job: TrainingJob | undefined) =>
  job?.status === 'queued' || job?.status === 'training';

/** The jobs as the portal last read them, and since when the running job has shown no progress. */
export interface ObservedJobs extends TrainingJobList {
  observedAt: number;
  /** When the newest job's stage or progress last changed (or when it was first seen). */
  unchangedSince: number;
}

/** Adds the observation to a fresh answer, given the one before it. */
export function observe(
  list: TrainingJobList,
  previous: ObservedJobs | undefined,
  now: number,
): ObservedJobs {
  const [latest] = list.items;
  const [before] = previous?.items ?? [];
  const same =
    latest !== undefined &&
    before !== undefined &&
    latest.id === before.id &&
    latest.stage === before.stage &&
    latest.progress === before.progress;
  return { ...list, observedAt: now, unchangedSince: same ? previous!.unchangedSince : now };
}

/** Whether the newest job runs but has not moved for two minutes. */
export const isStalled = (observed: ObservedJobs | undefined) =>
  observed !== undefined &&
  isRunning(observed.items[0]) &&
  observed.observedAt - observed.unchangedSince >= STALLED_AFTER_MS;
