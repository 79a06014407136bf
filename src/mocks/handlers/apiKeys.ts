import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import {
  API_KEY_SCOPE_VALUES,
  type ApiKey,
  type ApiKeyCreated,
  type ApiKeyList,
} from '../../lib/api-client/schema';
import { currentUser, iso, mockDb } from '../data';
import { tokenText, type StoredApiKey } from '../data/tech';
import { may } from './may';
import {
  API,
  forbidden,
  jsonObject,
  notFound,
  validationFailed,
  withoutSecret,
  type FieldErrors,
} from './respond';

const isScope = isOneOf(API_KEY_SCOPE_VALUES);

const publicView = (stored: StoredApiKey) => withoutSecret(stored, 'key');

export function apiKeysHandlers() {
  return [
    http.get(`${API}/api-keys`, () => {
      if (!may('tech.read')) return forbidden();
      return HttpResponse.json<ApiKeyList>({ items: mockDb().apiKeys.map(publicView) });
    }),

    http.post(`${API}/api-keys`, async ({ request }) => {
      if (!may('apikeys.manage')) return forbidden();
      const body = await jsonObject(request);
      const errors: FieldErrors = {};
      const name = typeof body?.name === 'string' ? body.name.trim() : '';
      if (!name) errors.name = 'required';
      else if (name.length > 64) errors.name = 'too_long';
      else if (mockDb().apiKeys.some((key) => key.name.toLowerCase() === name.toLowerCase())) {
        errors.name = 'already_exists';
      }
      const scopes = body?.scopes;
      if (!Array.isArray(scopes) || scopes.length === 0) errors.scopes = 'required';
      else if (!scopes.every(isScope)) errors.scopes = 'unknown_value';
      const expiresAt = body?.expiresAt;
      if (expiresAt !== null) {
        const at = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
        if (Number.isNaN(at)) errors.expiresAt = 'invalid';
        else if (at <= Date.now()) errors.expiresAt = 'in_past';
      }
      if (Object.keys(errors).length > 0) return validationFailed(errors);
      const number = mockDb().nextTechNumber++;
      const prefix = `neo_live_${tokenText(number * 13, 4)}`;
      const stored: StoredApiKey = {
        id: `key-${number}`,
        name,
        scopes: [...new Set(scopes as ApiKey['scopes'])],
        prefix,
        key: `${prefix}${tokenText(Date.now() ^ number, 28)}`,
        createdAt: iso(Date.now()),
        createdBy: currentUser().name,
        lastUsedAt: null,
        expiresAt: expiresAt === null ? null : iso(Date.parse(expiresAt as string)),
      };
      mockDb().apiKeys.push(stored);
      return HttpResponse.json<ApiKeyCreated>(
        { ...publicView(stored), key: stored.key },
        { status: 201 },
      );
    }),

    http.delete(`${API}/api-keys/:id`, ({ params }) => {
      if (!may('apikeys.manage')) return forbidden();
      const before = mockDb().apiKeys.length;
      mockDb().apiKeys = mockDb().apiKeys.filter((key) => key.id !== params.id);
      if (mockDb().apiKeys.length === before) return notFound('The API key');
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
