import { http, HttpResponse } from 'msw';
import type {
  BotConfig,
  BotConfigList,
  BotConfigRevision,
  BotConfigRevisionDetail,
  BotConfigRevisionList,
  BotConfigSettings,
} from '../../lib/api-client/schema';
import { currentUser, iso, mockDb, type StoredRevision } from '../data';
import { may } from './may';
import { validateBotConfig } from './botConfigValidation';
import {
  API,
  conflict,
  forbidden,
  jsonObject,
  notFound,
  problem,
  validationFailed,
} from './respond';

const findConfig = (id: unknown) => mockDb().botConfigs.find((config) => config.id === id);
/** A copy of `value` without the named fields. */
const without = (value: object, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(value).filter(([field]) => !fields.includes(field)));
const SERVER_FIELDS = ['id', 'status', 'productionVersion', 'version', 'updatedAt', 'updatedBy'];
const withoutContent = (revision: StoredRevision) =>
  without(revision, ['config']) as BotConfigRevision;

function record(configId: string, entry: Omit<StoredRevision, 'id' | 'createdAt' | 'author'>) {
  const db = mockDb();
  db.nextConfigNumber += 1;
  const revision: StoredRevision = {
    ...entry,
    id: `${configId}-rev-${db.nextConfigNumber}`,
    createdAt: iso(Date.now()),
    author: currentUser().name,
    config: structuredClone(entry.config),
  };
  db.configRevisions[configId] = [revision, ...(db.configRevisions[configId] ?? [])];
  return revision;
}

/** The version as a whole number ≥ 1, or undefined. */
function versionOf(body: Record<string, unknown> | undefined): number | undefined {
  const version = body?.version;
  return typeof version === 'number' && Number.isInteger(version) && version >= 1
    ? version
    : undefined;
}

export function botConfigsHandlers() {
  return [
    http.get(`${API}/bot-configs`, ({ request }) => {
      if (!may('config.read')) return forbidden();
      const botId = new URL(request.url).searchParams.get('botId');
      const items = mockDb()
        .botConfigs.filter((config) => !botId || config.botId === botId)
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json<BotConfigList>({ items });
    }),

    http.post(`${API}/bot-configs`, async ({ request }) => {
      if (!may('config.manage')) return forbidden();
      const db = mockDb();
      const result = validateBotConfig(await jsonObject(request), db.botConfigs);
      if ('errors' in result) return validationFailed(result.errors);
      db.nextConfigNumber += 1;
      const config: BotConfig = {
        ...result.settings,
        id: `cfg-${db.nextConfigNumber}`,
        status: 'draft',
        productionVersion: null,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.botConfigs.push(config);
      record(config.id, { version: 1, kind: 'creation', notes: null, config: result.settings });
      return HttpResponse.json(config, { status: 201 });
    }),

    http.get(`${API}/bot-configs/:id`, ({ params }) => {
      if (!may('config.read')) return forbidden();
      const config = findConfig(params.id);
      return config ? HttpResponse.json(config) : notFound(`Configuration ${String(params.id)}`);
    }),

    http.put(`${API}/bot-configs/:id`, async ({ request, params }) => {
      if (!may('config.manage')) return forbidden();
      const db = mockDb();
      const config = findConfig(params.id);
      if (!config) return notFound(`Configuration ${String(params.id)}`);
      const body = await jsonObject(request);
      const version = versionOf(body);
      if (!body || version === undefined) return validationFailed({ version: 'required' });
      // Saved since the caller read it: nothing changes, the caller gets the current copy.
      if (version !== config.version) return conflict(`Configuration ${config.id}`, config);
      const others = db.botConfigs.filter((other) => other !== config);
      const result = validateBotConfig(without(body, ['version']), others, config);
      if ('errors' in result) return validationFailed(result.errors);
      Object.assign(config, result.settings, {
        version: config.version + 1,
        status: config.productionVersion === null ? 'draft' : 'changed',
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      record(config.id, {
        version: config.version,
        kind: 'save',
        notes: null,
        config: result.settings,
      });
      return HttpResponse.json(config);
    }),

    http.delete(`${API}/bot-configs/:id`, ({ params }) => {
      if (!may('config.manage')) return forbidden();
      const db = mockDb();
      const config = findConfig(params.id);
      if (!config) return notFound(`Configuration ${String(params.id)}`);
      if (config.name === 'default') {
        return problem(400, 'default_config', 'The default configuration cannot be deleted');
      }
      db.botConfigs = db.botConfigs.filter((candidate) => candidate !== config);
      db.phoneNumbers = db.phoneNumbers.filter((phone) => phone.configId !== config.id);
      delete db.configRevisions[config.id];
      return new HttpResponse(null, { status: 204 });
    }),

    http.get(`${API}/bot-configs/:id/revisions`, ({ params }) => {
      if (!may('config.read')) return forbidden();
      const config = findConfig(params.id);
      if (!config) return notFound(`Configuration ${String(params.id)}`);
      const items = (mockDb().configRevisions[config.id] ?? []).map(withoutContent);
      return HttpResponse.json<BotConfigRevisionList>({ items });
    }),

    http.get(`${API}/bot-configs/:id/revisions/:revisionId`, ({ params }) => {
      if (!may('config.read')) return forbidden();
      const revision = (mockDb().configRevisions[String(params.id)] ?? []).find(
        (candidate) => candidate.id === params.revisionId,
      );
      if (!revision) return notFound(`Revision ${String(params.revisionId)}`);
      return HttpResponse.json<BotConfigRevisionDetail>(structuredClone(revision));
    }),

    http.post(`${API}/bot-configs/:id/promotions`, async ({ request, params }) => {
      if (!may('config.manage')) return forbidden();
      const config = findConfig(params.id);
      if (!config) return notFound(`Configuration ${String(params.id)}`);
      const body = await jsonObject(request);
      const version = versionOf(body);
      const notes = body?.notes;
      if (version === undefined || typeof notes !== 'string' || notes.length > 500) {
        return validationFailed({
          ...(version === undefined ? { version: 'required' } : {}),
          ...(typeof notes !== 'string' ? { notes: 'required' } : {}),
          ...(typeof notes === 'string' && notes.length > 500 ? { notes: 'too_long' } : {}),
        });
      }
      if (version !== config.version) return conflict(`Configuration ${config.id}`, config);
      const settings = without(config, SERVER_FIELDS) as BotConfigSettings;
      Object.assign(config, { status: 'production', productionVersion: config.version });
      const revision = record(config.id, {
        version: config.version,
        kind: 'promotion',
        notes: notes.trim() || null,
        config: settings,
      });
      return HttpResponse.json<BotConfigRevision>(withoutContent(revision), { status: 201 });
    }),
  ];
}
