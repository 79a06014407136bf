import { expect, test, type APIRequestContext } from '@playwright/test';

type MockScope = 'users' | 'configuration' | 'tech' | 'training' | 'flows';

async function resetMockScope(request: APIRequestContext, scope: MockScope): Promise<void> {
  const reset = await request.put(`/api/v1/__mock__/reset?scope=${scope}`);
  expect(reset.status()).toBe(204);
}

/**
 * Each test of the enclosing describe starts from the seeded data of one mock scope. The mock
 * server serves every worker: resetting only the area's own data lets specs of other areas,
 * running at the same time, keep theirs.
 */
export function resetMockScopeBeforeEach(scope: MockScope) {
  test.beforeEach(async ({ request }) => resetMockScope(request, scope));
}

/**
 * The seeded data of one scope is back as soon as each test of the enclosing describe ends: for
 * tests that save a change to a seeded record other specs find by name (edit-safety's saved
 * `defaultKeptOffline` configuration name once outlived its test and failed the accessibility
 * walk in the other worker). A reset also drops records other tests created in that scope, so
 * it is used only where needed.
 */
export function resetMockScopeAfterEach(scope: MockScope) {
  test.afterEach(async ({ request }) => resetMockScope(request, scope));
}
