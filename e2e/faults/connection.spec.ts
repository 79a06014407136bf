import { expect, test } from '@playwright/test';
import { openSignedIn } from '../helpers/session';
import { portal } from '../helpers/portal';

test('going offline and back while signed in shows and clears the connection notice', async ({
  page,
  context,
}) => {
  const ui = portal(page);
  await openSignedIn(page);
  const status = ui.banner.getByRole('status');
  await expect(status).toBeAttached();
  await expect(status).toHaveText('');

  await context.setOffline(true);
  await expect(status).toHaveText('Connection lost. Trying to reconnect…');
  await expect(ui.navigation).toBeVisible();

  await context.setOffline(false);
  await expect(status).toHaveText('');
  await expect(ui.navigation).toBeVisible();
});
