import { expect, test, type APIRequestContext } from '@playwright/test';
import { lockScope, unlockScope } from './scopeLock';

type MockScope = 'users' | 'configuration' | 'tech' | 'training' | 'flows';

/** How long a test may wait for the other worker to be done with a scope. */
const MAX_WAIT_MS = 5 * 60_000;

async function resetMockScope(request: APIRequestContext, scope: MockScope): Promise<void> {
  const reset = await request.put(`/api/v1/__mock__/reset?scope=${scope}`);
  expect(reset.status()).toBe(204);
}

/**
 * Each test of the enclosing describe starts from the seeded data of one mock scope and has it
 * to itself until it ends: the mock server serves every worker, and a test in the other worker
 * resetting or saving into the same scope meanwhile would pull the data from under it. Specs of
 * other areas keep running. The wait does not count against the test's time-out.
 *
 * `resetAfter`: the seeded data is back as soon as the test ends, for tests that save a change to
 * a seeded record other specs find by name (edit-safety's saved `defaultKeptOffline`
 * configuration name once outlived its test and failed the accessibility walk in the other
 * worker). A reset also drops records other tests created in that scope, so it is used only
 * where needed.
 */
export function resetMockScopeBeforeEach(scope: MockScope, { resetAfter = false } = {}) {
  let lock: string | undefined;
  test.beforeEach(async ({ request }, testInfo) => {
    const timeout = testInfo.timeout;
    if (timeout > 0) testInfo.setTimeout(timeout + MAX_WAIT_MS);
    const started = Date.now();
    lock = await lockScope(scope);
    if (timeout > 0) testInfo.setTimeout(timeout + (Date.now() - started));
    await resetMockScope(request, scope);
  });
  test.afterEach(async ({ request }) => {
    try {
      if (resetAfter) await resetMockScope(request, scope);
    } finally {
      if (lock) unlockScope(lock);
      lock = undefined;
    }
  });
}
