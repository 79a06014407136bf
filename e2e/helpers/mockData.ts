import { expect, test, type APIRequestContext } from '@playwright/test';

type MockScope = 'users' | 'configuration' | 'tech' | 'training' | 'flows';

async function resetMockScope(request: APIRequestContext, scope: MockScope): Promise<void> {
  const reset = await request.put(`/api/v1/__mock__/reset?scope=${scope}`);
  expect(reset.status()).toBe(204);
}

/**
 * Each test of the enclosing describe starts from the seeded data of one mock scope, and leaves
 * it seeded again. The mock server serves every worker: resetting only the area's own data lets
 * specs of other areas, running at the same time, keep theirs, and a seeded record a test
 * changed (e.g. the `default` configuration renamed by a save) is back for other specs as soon
 * as the test ends, not only when the next test of the describe starts.
 */
export function resetMockScopeAroundEach(scope: MockScope) {
  test.beforeEach(async ({ request }) => resetMockScope(request, scope));
  test.afterEach(async ({ request }) => resetMockScope(request, scope));
}
