import { expect, type Page } from '@playwright/test';
import { portal } from './portal';
import { addSharedSession } from './session';

/**
 * Creates a flow of the test's own (a start step only) through the API and opens it in the
 * editor, signed in, in English; returns its id. Specs that use it run after the others
 * (playwright.config.ts), where no reset of the flows drops it.
 */
export async function openOwnFlow(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/v1/flows', {
    data: { name, botId: 'bot-default' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await addSharedSession(page);
  await page.goto(`/flows/${id}?lng=en-US`);
  await expect(portal(page).pageHeading).toHaveText(name);
  return id;
}
