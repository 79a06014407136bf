import { expect, test } from '@playwright/test';
import { signIn } from './helpers/login';
import { openSignedIn } from './helpers/session';
import { AREAS, navigateTo, portal, VIEWPORTS, waitForAnimations } from './helpers/portal';

test('every area is reachable from the navigation', async ({ page }) => {
  await openSignedIn(page);
  const ui = portal(page);
  // Start away from Home so that the Home link is a real navigation too.
  for (const area of [...AREAS.slice(1), AREAS[0]]) {
    await ui.navigation.getByRole('link', { name: area.link, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === area.path);
    await expect(ui.pageHeading).toHaveText(area.heading);
  }
});

test('every area opens from its address', async ({ page }) => {
  await openSignedIn(page);
  const ui = portal(page);
  for (const area of AREAS) {
    await page.goto(area.path);
    await expect(ui.pageHeading).toHaveText(area.heading);
    await expect(ui.navigation).toBeVisible();
  }
});

test('a list area asks for its first page as the navigation starts, not after its code', async ({
  page,
}) => {
  await openSignedIn(page);
  const ui = portal(page);
  // Users' own code is held back until the list request has gone out: without the early read the
  // page would ask only once its code had run, and nothing would ever arrive.
  let listAsked!: () => void;
  const asked = new Promise<void>((resolve) => (listAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/users') listAsked();
  });
  await page.route('**/assets/UsersPage-*.js', async (route) => {
    await asked;
    await route.continue();
  });
  await ui.navigation.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(ui.pageHeading).toHaveText('Users');
  await expect(page.getByRole('grid', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
});

test('an area left and opened again shows its list at once, with focus on its heading', async ({
  page,
}) => {
  await openSignedIn(page);
  const ui = portal(page);
  await ui.navigation.getByRole('link', { name: 'Users', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await ui.navigation.getByRole('link', { name: 'Incoming', exact: true }).click();
  await expect(ui.pageHeading).toHaveText('Incoming');
  await expect(page).toHaveTitle('Incoming · NEO Portal');

  // By keyboard, back to Users: its rows come from the query cache, with no request to wait for.
  let asked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/users') asked = true;
  });
  await ui.navigation.getByRole('link', { name: 'Users', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(ui.pageHeading).toHaveText('Users');
  await expect(ui.pageHeading).toBeFocused();
  await expect(page).toHaveTitle('Users · NEO Portal');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  expect(asked).toBe(false);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await openSignedIn(page);
  await page.goto('/no-such-page');
  await expect(portal(page).pageHeading).toHaveText('Page not found');
});

test.describe('focus after navigation', () => {
  test('lands on the new page’s heading, but not on the first page nor on filter changes', async ({
    page,
  }) => {
    // Signed in through the form: the first page after a sign-in is where this starts.
    await signIn(page);
    const ui = portal(page);
    // The first page after sign-in keeps the browser's own focus.
    await expect(ui.pageHeading).toHaveText('Home');
    await expect(ui.pageHeading).not.toBeFocused();

    await ui.navigation.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(ui.pageHeading).toHaveText('Dashboard');
    await expect(ui.pageHeading).toBeFocused();

    // A filter changes the query string only: focus stays on the control in use.
    const period = page.getByRole('button', { name: 'Last 30 days' });
    await period.click();
    await expect(page).toHaveURL(/[?&]period=30d(&|$)/);
    await expect(period).toBeFocused();

    await ui.navigation.getByRole('link', { name: 'Incoming', exact: true }).click();
    await expect(ui.pageHeading).toHaveText('Incoming');
    await expect(ui.pageHeading).toBeFocused();

    // Typing a search reaches the address after a pause; the field keeps focus throughout.
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('hello', { delay: 50 });
    await expect(page).toHaveURL(/[?&]q=hello(&|$)/);
    await waitForAnimations(page);
    await expect(search).toBeFocused();
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);

    // A detail page below the list is a new page too, and so is the way back.
    await page.getByRole('grid').getByRole('link').first().click();
    await expect(ui.pageHeading).toHaveText('Conversation');
    await expect(ui.pageHeading).toBeFocused();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(ui.pageHeading).toHaveText('Incoming');
    await expect(ui.pageHeading).toBeFocused();
  });

  test('at phone width it lands on the heading of the page chosen in the menu', async ({
    page,
  }) => {
    await openSignedIn(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await navigateTo(page, '/users');
    await expect(portal(page).pageHeading).toHaveText('Users');
    // Not back on the menu button when the overlay closes.
    await expect(portal(page).pageHeading).toBeFocused();
  });
});
