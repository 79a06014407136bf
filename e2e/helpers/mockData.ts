import { expect, test } from '@playwright/test';

/**
 * Each test of the enclosing describe starts from the seeded data of one mock scope. The mock
 * server serves every worker: resetting only the area's own data lets specs of other areas,
 * running at the same time, keep theirs.
 */
export function resetMockScopeBeforeEach(
  scope: 'users' | 'configuration' | 'tech' | 'training' | 'flows',
) {
  test.beforeEach(async ({ page }) => {
    const reset = await page.request.put(`/api/v1/__mock__/reset?scope=${scope}`);
    expect(reset.status()).toBe(204);
  });
}
