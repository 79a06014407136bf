import { describe, expect, it } from 'vitest';
import type { TrainingJob, TrainingJobList } from '../../../lib/api-client/schema';
import { isStalled, observe, STALLED_AFTER_MS } from './trainingProgress';

const job = (changes: Partial<TrainingJob> = {}): TrainingJob => ({
  id: 'train-1',
  status: 'training',
  stage: 'training',
  progress: 40,
  startedAt: '2026-11-25T10:00:00.000Z',
  startedBy: 'Alice Example',
  finishedAt: null,
  error: null,
  ...changes,
});
const list = (latest: TrainingJob): TrainingJobList => ({ items: [latest], pendingChanges: 1 });

describe('a running training', () => {
  it('counts as stalled after two minutes without a change of stage or progress', () => {
    const first = observe(list(job()), undefined, 0);
    const later = observe(list(job()), first, STALLED_AFTER_MS - 1);
    expect(isStalled(later)).toBe(false);
    const stalled = observe(list(job()), later, STALLED_AFTER_MS);
    expect(isStalled(stalled)).toBe(true);
  });

  it('starts counting again when it moves, and a finished job never stalls', () => {
    const first = observe(list(job()), undefined, 0);
    const moved = observe(list(job({ progress: 41 })), first, STALLED_AFTER_MS);
    expect(moved.unchangedSince).toBe(STALLED_AFTER_MS);
    expect(isStalled(moved)).toBe(false);
    const nextStage = observe(
      list(job({ progress: 41, stage: 'evaluating' })),
      moved,
      2 * STALLED_AFTER_MS,
    );
    expect(isStalled(nextStage)).toBe(false);
    const done = observe(list(job({ status: 'done', stage: 'finished' })), undefined, 0);
    expect(
      isStalled(
        observe(list(job({ status: 'done', stage: 'finished' })), done, STALLED_AFTER_MS * 3),
      ),
    ).toBe(false);
  });

  it('treats another job as a fresh start', () => {
    const first = observe(list(job()), undefined, 0);
    const other = observe(list(job({ id: 'train-2' })), first, STALLED_AFTER_MS);
    expect(other.unchangedSince).toBe(STALLED_AFTER_MS);
  });
});
