import { expect, test } from '@playwright/test';
import { countPageLoads } from '../helpers/faults';
import { openSignedIn } from '../helpers/session';
import { portal } from '../helpers/portal';

const CHUNK_LOAD = 'This part of the portal could not be loaded. Please reload the page.';

test('a signed-in portal chunk that fails: one reload, then a message with Reload', async ({
  page,
}) => {
  await openSignedIn(page);
  let chunkRequests = 0;
  await page.route('**/assets/SignedInPortal-*.js', (route) => {
    chunkRequests += 1;
    return route.abort('failed');
  });
  const loads = countPageLoads(page);

  await page.reload();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(CHUNK_LOAD);
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  // Our reload plus exactly one by the portal; and then it stays put.
  await page.waitForTimeout(1_500);
  expect(loads.count).toBe(2);
  expect(chunkRequests).toBeLessThanOrEqual(2);

  // The chunk is back: Reload brings the portal up.
  await page.unroute('**/assets/SignedInPortal-*.js');
  await reload.click();
  await expect(portal(page).navigation).toBeVisible();
});

test('an area chunk that fails: one reload, then a message in the layout, no loop', async ({
  page,
}) => {
  const ui = portal(page);
  await openSignedIn(page);
  await page.route('**/assets/DashboardPage-*.js', (route) => route.abort('failed'));
  const loads = countPageLoads(page);

  await ui.navigation.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('alert')).toContainText(CHUNK_LOAD);
  await expect(ui.navigation).toBeVisible();
  const reload = page.getByRole('main').getByRole('button', { name: 'Reload' });
  await expect(reload).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(loads.count, 'exactly one automatic reload').toBe(1);
  expect(new URL(page.url()).pathname).toBe('/dashboard');

  // The rest of the portal still works.
  await ui.navigation.getByRole('link', { name: 'Users' }).click();
  await expect(ui.pageHeading).toHaveText('Users');
});
