import { http, HttpResponse } from 'msw';
import type { TrainingJob, TrainingJobList } from '../../lib/api-client/schema';
import { currentUser, mockDb } from '../data';
import { isRunning, jobAt, trainingErrorFor, type StoredTrainingJob } from '../data/trainingJobs';
import { createModel, learnedFrom } from '../data/models';
import { may } from './may';
import { API, conflict, forbidden, notFound } from './respond';

/**
 * The jobs as they stand now. A job that finished `done` marks the intents trained and has
 * produced a model (not active until someone activates it).
 */
export function jobsNow(): TrainingJob[] {
  const db = mockDb();
  const now = Date.now();
  const jobs = db.trainingJobs.map((job) => jobAt(job, now));
  jobs.forEach((job, index) => {
    const stored = db.trainingJobs[index]!;
    if (job.status !== 'done' || db.models.some((model) => model.trainingJobId === job.id)) return;
    const model = createModel(
      `model-${db.nextIntentNumber++}`,
      stored.learned ?? learnedFrom(db.intents),
      { at: Date.parse(job.finishedAt ?? job.startedAt), by: job.startedBy, trainingJobId: job.id },
    );
    db.models = [model, ...db.models].sort((a, b) => b.createdAt - a.createdAt);
  });
  const lastDone = jobs.find((job) => job.status === 'done');
  if (lastDone) {
    const trainedAt = Date.parse(lastDone.startedAt);
    for (const intent of db.intents) {
      if (intent.needsTraining && Date.parse(intent.updatedAt) <= trainedAt) {
        intent.needsTraining = false;
      }
    }
  }
  return jobs;
}

export function trainingJobsHandlers() {
  const find = (id: string) => mockDb().trainingJobs.find((job) => job.id === id);
  return [
    http.get(`${API}/training-jobs`, () => {
      const items = jobsNow().slice(0, 10);
      const pendingChanges = mockDb().intents.filter((intent) => intent.needsTraining).length;
      return HttpResponse.json<TrainingJobList>({ items, pendingChanges });
    }),

    http.post(`${API}/training-jobs`, () => {
      if (!may('bots.train')) return forbidden();
      const running = jobsNow().find(isRunning);
      if (running) return conflict('A training job', running);
      const db = mockDb();
      const job: StoredTrainingJob = {
        id: `train-${db.nextIntentNumber++}`,
        startedAt: Date.now(),
        startedBy: currentUser().name,
        error: trainingErrorFor(db.intents),
        canceledAt: null,
        learned: learnedFrom(db.intents),
      };
      db.trainingJobs.unshift(job);
      return HttpResponse.json<TrainingJob>(jobAt(job, job.startedAt), { status: 202 });
    }),

    http.get(`${API}/training-jobs/:id`, ({ params }) => {
      const job = find(String(params.id));
      jobsNow();
      return job ? HttpResponse.json<TrainingJob>(jobAt(job, Date.now())) : notFound('The job');
    }),

    http.delete(`${API}/training-jobs/:id`, ({ params }) => {
      if (!may('bots.train')) return forbidden();
      const job = find(String(params.id));
      if (!job) return notFound('The job');
      const now = Date.now();
      const current = jobAt(job, now);
      if (!isRunning(current)) return conflict('The job', current);
      job.canceledAt = now;
      return HttpResponse.json<TrainingJob>(jobAt(job, now));
    }),
  ];
}
