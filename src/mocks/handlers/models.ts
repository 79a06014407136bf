import { http, HttpResponse } from 'msw';
import type { Model, ModelEvaluation, ModelList, ModelReport } from '../../lib/api-client/schema';
import { currentUser, mockDb } from '../data';
import { heardSince, sinceFor } from '../data/inbox';
import { compareModels, reportOf, toModel } from '../data/models';
import { compareModelTests } from './flowTests';
import { may } from './may';
import { API, conflict, forbidden, jsonObject, notFound, validationFailed } from './respond';
import { jobsNow } from './trainingJobs';

export function modelsHandlers() {
  const find = (id: string) => {
    jobsNow();
    return mockDb().models.find((model) => model.id === id);
  };
  const shown = (id: string) => {
    const db = mockDb();
    const model = db.models.find((candidate) => candidate.id === id);
    return model && toModel(model, db.activeModelId, db.modelsVersion);
  };
  return [
    http.get(`${API}/models`, () => {
      jobsNow();
      const db = mockDb();
      return HttpResponse.json<ModelList>({
        items: db.models.map((model) => toModel(model, db.activeModelId, db.modelsVersion)),
      });
    }),

    http.put(`${API}/models/:id`, async ({ params, request }) => {
      if (!may('bots.train')) return forbidden();
      const model = find(String(params.id));
      if (!model) return notFound('The model');
      const body = await jsonObject(request);
      if (body?.active !== true) return validationFailed({ active: 'unknown_value' });
      if (typeof body.version !== 'number') return validationFailed({ version: 'required' });
      const db = mockDb();
      if (body.version !== db.modelsVersion) return conflict('The active model', shown(model.id)!);
      if (db.activeModelId !== model.id) {
        db.activeModelId = model.id;
        model.activatedAt = Date.now();
        model.activatedBy = currentUser().name;
        db.modelsVersion += 1;
      }
      return HttpResponse.json<Model>(shown(model.id)!);
    }),

    http.get(`${API}/models/:id/report`, ({ params }) => {
      const model = find(String(params.id));
      if (!model) return notFound('The model');
      return HttpResponse.json<ModelReport>(reportOf(model, mockDb().intents));
    }),

    http.post(`${API}/models/:id/evaluations`, ({ params }) => {
      const model = find(String(params.id));
      if (!model) return notFound('The model');
      const db = mockDb();
      const active = db.models.find((candidate) => candidate.id === db.activeModelId);
      return HttpResponse.json<ModelEvaluation>({
        ...compareModels(
          model,
          active,
          db.testSentences,
          // The distinct caller turns of the last 30 days, understood or not.
          heardSince(db.conversations, sinceFor(db.now, '30d'), 'all'),
        ),
        tests: compareModelTests(model, active),
      });
    }),
  ];
}
