import { mockDb } from '../mocks/data';

/** Tests: a colleague's training is running on the mock server, started just now. */
export function colleaguesTrainingRuns() {
  mockDb().trainingJobs.push({
    id: 'train-9',
    startedAt: Date.now(),
    startedBy: 'Bob Sample',
    error: null,
    canceledAt: null,
  });
}
