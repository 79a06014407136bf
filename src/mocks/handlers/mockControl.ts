import { http, HttpResponse } from 'msw';
import { isOneOf } from '../../lib/api-client/isOneOf';
import { ROLE_VALUES } from '../../lib/api-client/schema';
import { isMockScope, resetMockData, resetMockScope, setCurrentRole } from '../data';
import { API, jsonObject, validationFailed } from './respond';

/**
 * Mock-only controls — NOT part of the API contract (api/openapi.yaml) and never served by a real
 * server. The mock cannot verify tokens, so tests pick the signed-in person's role here:
 * `PUT /api/v1/__mock__/role` with `{ role }` (apiClient.put('__mock__', 'role', { role })).
 * `PUT /api/v1/__mock__/reset` rebuilds the seeded data (e2e runs share one mock server);
 * `?scope=users`, `?scope=configuration`, `?scope=flows` (flows, their versions and simulator
 * sessions) and so on only that area's, so specs running at the same time and changing other
 * data are not disturbed. In development the full reset also clears the data the browser's tabs
 * share, so every tab starts from the seed again (../persistence.ts).
 */
export function mockControlHandlers() {
  return [
    http.put(`${API}/__mock__/role`, async ({ request }) => {
      const role = (await jsonObject(request))?.role;
      if (!isOneOf(ROLE_VALUES)(role)) return validationFailed({ role: 'unknown_value' });
      setCurrentRole(role);
      return HttpResponse.json({ role });
    }),
    http.put(`${API}/__mock__/reset`, ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      if (scope === null) resetMockData();
      else if (isMockScope(scope)) resetMockScope(scope);
      else return validationFailed({ scope: 'unknown_value' });
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
