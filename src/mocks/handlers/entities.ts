import { http, HttpResponse } from 'msw';
import {
  ENTITY_KIND_VALUES,
  SYSTEM_ENTITY_TYPE_VALUES,
  type Entity,
  type EntityInput,
  type EntityList,
  type EntityValue,
} from '../../lib/api-client/schema';
import { EntityInputBodySchema } from '../../lib/api-client/schemas/requestBodies';
import { currentUser, iso, mockDb } from '../data';
import { limitErrors } from './contractLimits';
import { may } from './may';
import {
  API,
  conflict,
  forbidden,
  hasErrors,
  jsonObject,
  notFound,
  validationFailed,
  type FieldErrors,
} from './respond';

const KINDS = ENTITY_KIND_VALUES;
const SYSTEM = SYSTEM_ENTITY_TYPE_VALUES;

const strings = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw : undefined;

/**
 * The checks of a create or an update (`self`: the entity being changed). Lengths and the name's
 * pattern are the contract's (limitErrors).
 */
function checkEntity(
  body: Record<string, unknown> | undefined,
  self?: Entity,
): { errors: FieldErrors } | { input: EntityInput } {
  const errors = limitErrors(EntityInputBodySchema, body);
  const name = typeof body?.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'required';
  else if (
    !errors.name &&
    mockDb().entities.some((other) => other !== self && other.name === name)
  ) {
    errors.name = 'already_exists';
  }
  const kind = KINDS.find((candidate) => candidate === body?.kind);
  if (!kind) errors.kind = 'unknown_value';
  const values: EntityValue[] = [];
  if (kind === 'list') {
    const raw = Array.isArray(body?.values) ? body.values : undefined;
    if (!raw || raw.length === 0) errors.values = 'required';
    const seen = new Set<string>();
    (raw ?? []).forEach((item: unknown, index) => {
      const entry =
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      const value = typeof entry.value === 'string' ? entry.value.trim() : '';
      const synonyms = strings(entry.synonyms ?? []);
      if (!value) errors[`values.${index}.value`] = 'required';
      else if (seen.has(value.toLocaleLowerCase())) {
        errors[`values.${index}.value`] = 'already_exists';
      }
      seen.add(value.toLocaleLowerCase());
      if (!synonyms) errors[`values.${index}.synonyms`] = 'invalid';
      values.push({
        value,
        synonyms: (synonyms ?? []).map((synonym) => synonym.trim()).filter(Boolean),
      });
    });
  }
  let pattern: string | null = null;
  if (kind === 'regex') {
    pattern = typeof body?.pattern === 'string' ? body.pattern : '';
    if (!pattern) errors.pattern = 'required';
    else if (!errors.pattern) {
      try {
        new RegExp(pattern, 'u');
      } catch {
        errors.pattern = 'invalid';
      }
    }
  }
  const system = kind === 'system' ? SYSTEM.find((type) => type === body?.system) : undefined;
  if (kind === 'system' && !system) errors.system = 'unknown_value';
  if (hasErrors(errors) || !kind) return { errors };
  return { input: { name, kind, values, pattern, system: system ?? null } };
}

export function entitiesHandlers() {
  const find = (id: string) => mockDb().entities.find((entity) => entity.id === id);
  return [
    http.get(`${API}/entities`, () =>
      HttpResponse.json<EntityList>({
        items: [...mockDb().entities].sort((a, b) => a.name.localeCompare(b.name)),
      }),
    ),

    http.post(`${API}/entities`, async ({ request }) => {
      if (!may('nlu.edit')) return forbidden();
      const checked = checkEntity(await jsonObject(request));
      if ('errors' in checked) return validationFailed(checked.errors);
      const db = mockDb();
      const entity: Entity = {
        ...checked.input,
        id: `entity-${db.nextIntentNumber++}`,
        version: 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      };
      db.entities.push(entity);
      return HttpResponse.json<Entity>(entity, { status: 201 });
    }),

    http.put(`${API}/entities/:id`, async ({ params, request }) => {
      if (!may('nlu.edit')) return forbidden();
      const entity = find(String(params.id));
      if (!entity) return notFound('The entity');
      const body = await jsonObject(request);
      if (typeof body?.version !== 'number') return validationFailed({ version: 'required' });
      if (body.version !== entity.version) return conflict('The entity', entity);
      const checked = checkEntity(body, entity);
      if ('errors' in checked) return validationFailed(checked.errors);
      Object.assign(entity, checked.input, {
        version: entity.version + 1,
        updatedAt: iso(Date.now()),
        updatedBy: currentUser().name,
      });
      return HttpResponse.json<Entity>(entity);
    }),

    http.delete(`${API}/entities/:id`, ({ params }) => {
      if (!may('nlu.edit')) return forbidden();
      const db = mockDb();
      const entity = find(String(params.id));
      if (!entity) return notFound('The entity');
      db.entities = db.entities.filter((other) => other !== entity);
      // Its tags go with it, wherever an example had one.
      for (const intent of db.intents) {
        for (const example of intent.examples) {
          example.entities = example.entities.filter((tag) => tag.entity !== entity.name);
        }
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
