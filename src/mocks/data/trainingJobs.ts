import type { Intent, TrainingError, TrainingJob } from '../../lib/api-client/schema';
import type { LearnedIntent } from './nlu';
import { iso } from './time';

/** A job as the mock keeps it: when it started; its state follows from the time since. */
export interface StoredTrainingJob {
  id: string;
  startedAt: number;
  startedBy: string;
  /** Fixed at the start: what makes the job fail once it reaches training. */
  error: TrainingError | null;
  canceledAt: number | null;
  /** What the job learns from, taken when it starts; the current intents when absent. */
  learned?: LearnedIntent[];
}

/** Queued for a second, trained over four, evaluated for one: a few seconds in all. */
export const QUEUED_MS = 1000;
export const TRAINING_MS = 4000;
export const EVALUATING_MS = 1000;

/**
 * What makes a training fail, known when it starts: an intent without any example cannot be
 * learned, and the job names it.
 */
export function trainingErrorFor(intents: Intent[]): TrainingError | null {
  const empty = intents.filter((intent) => intent.examples.length === 0);
  if (empty.length === 0) return null;
  return {
    code: 'intent_without_examples',
    message: `${empty.length} intent(s) have no examples`,
    items: empty.map((intent) => ({
      intentId: intent.id,
      intentName: intent.name,
      exampleId: null,
    })),
  };
}

/** The job as it stands at `now`. */
export function jobAt(job: StoredTrainingJob, now: number): TrainingJob {
  const elapsed = (job.canceledAt ?? now) - job.startedAt;
  const base = {
    id: job.id,
    startedAt: iso(job.startedAt),
    startedBy: job.startedBy,
    finishedAt: null,
    error: null,
  };
  const trainedFor = elapsed - QUEUED_MS;
  const progress = Math.max(0, Math.min(99, Math.floor((trainedFor / TRAINING_MS) * 90)));
  if (job.canceledAt !== null) {
    return {
      ...base,
      status: 'canceled',
      stage: 'finished',
      progress,
      finishedAt: iso(job.canceledAt),
    };
  }
  if (elapsed < QUEUED_MS) return { ...base, status: 'queued', stage: 'waiting', progress: 0 };
  // A job that fails stops half-way through training.
  if (job.error && trainedFor >= TRAINING_MS / 2) {
    return {
      ...base,
      status: 'failed',
      stage: 'finished',
      progress: 45,
      finishedAt: iso(job.startedAt + QUEUED_MS + TRAINING_MS / 2),
      error: job.error,
    };
  }
  if (trainedFor < TRAINING_MS / 4)
    return { ...base, status: 'training', stage: 'preparing', progress };
  if (trainedFor < TRAINING_MS) return { ...base, status: 'training', stage: 'training', progress };
  if (trainedFor < TRAINING_MS + EVALUATING_MS) {
    return { ...base, status: 'training', stage: 'evaluating', progress: 95 };
  }
  return {
    ...base,
    status: 'done',
    stage: 'finished',
    progress: 100,
    finishedAt: iso(job.startedAt + QUEUED_MS + TRAINING_MS + EVALUATING_MS),
  };
}

export const isRunning = (job: TrainingJob) => job.status === 'queued' || job.status === 'training';
