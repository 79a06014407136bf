import { expect, test, type Page } from '@playwright/test';
import { portal } from './helpers/portal';
import { addSharedSession } from './helpers/session';

/**
 * The publish guard end to end: a real conversation (seeded, it ran the published "Order
 * status") is kept as a test; the draft is changed so the conversation would go otherwise; the
 * suite run against the draft shows the divergence on the turn where it happens; publishing is
 * stopped by the guard; the draft is fixed and published. It changes a seeded flow, so it runs
 * with the specs that run after the others (playwright.config.ts) and puts the text back.
 */
const CONVERSATION = 'conv-0311';
const FLOW = 'flow-order-status';
const STEP = 'say_goodbye';

interface FlowBody {
  nodes: { id: string; data: { texts?: Record<string, string> } }[];
}

async function englishText(page: Page): Promise<string> {
  const flow = (await (await page.request.get(`/api/v1/flows/${FLOW}`)).json()) as FlowBody;
  return flow.nodes.find((node) => node.id === STEP)!.data.texts!['en-US']!;
}

/** Types the step's English text in the editor and waits until the draft is saved. */
async function changeText(page: Page, text: string): Promise<void> {
  await page.goto(`/flows/${FLOW}?step=${STEP}&lng=en-US`);
  const field = page.getByRole('textbox', { name: 'Text in English' });
  await field.fill(text);
  // Applied when the field is left.
  await field.press('Tab');
  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });
}

test('a conversation kept as a test stops a draft that breaks it from being published', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const original = await englishText(page);
  const suite = `guard-${Date.now()}`;
  const name = `Shipped order ${suite}`;
  await addSharedSession(page);

  // Kept as a test from Incoming.
  await page.goto(`/incoming/${CONVERSATION}?lng=en-US`);
  await page.getByRole('link', { name: 'Save as test' }).click();
  await expect(portal(page).pageHeading).toHaveText('New test from a conversation');
  await page.getByRole('button', { name: 'Save as test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as test' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Tags' }).fill(suite);
  await dialog.getByRole('button', { name: 'Save test' }).click();
  await expect(portal(page).pageHeading).toHaveText(name);

  try {
    // A draft that says goodbye otherwise.
    await changeText(page, 'Bye for now, and good luck.');

    // The suite against the draft: failed, first on the turn of the goodbye.
    await page.goto(`/flows/tests?bot=bot-service-hotline&tag=${suite}&lng=en-US`);
    await expect(page.getByRole('link', { name })).toBeVisible();
    // The saved drafts are what the form runs unless told otherwise.
    await expect(page.getByRole('combobox', { name: 'Flows to run' })).toHaveText('Saved drafts');
    await page.getByRole('button', { name: 'Run tests' }).click();
    await expect(portal(page).pageHeading).toHaveText(/^Test run of /);
    const detail = (await (
      await page.request.get(`/api/v1/conversations/${CONVERSATION}`)
    ).json()) as { transcript: { speaker: string; step: { nodeId: string } | null }[] };
    // Test turns, counted from 1: the opening, then one per caller turn; the goodbye follows the
    // caller's last answer, so the last turn is where the conversation goes otherwise.
    const callerTurns = detail.transcript.filter((turn) => turn.speaker === 'caller').length;
    await expect(page.getByRole('heading', { name: /^First difference in turn/ })).toHaveText(
      `First difference in turn ${callerTurns + 1}: Reply`,
    );
    await expect(page.getByText('Bye for now, and good luck.').first()).toBeVisible();

    // The guard stops the publication until it is decided with a reason.
    await page.goto(`/flows/${FLOW}?lng=en-US`);
    await page.getByRole('button', { name: 'Publish' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish “Order status”' });
    await expect(publish.getByText(name)).toBeVisible({ timeout: 30_000 });
    await publish.getByRole('button', { name: 'Publish' }).click();
    await expect(publish.getByText(/Nothing was published: \d+ tests? newly fails?/)).toBeVisible();
    await publish.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    // Fixed: the draft says what the conversation heard again.
    await changeText(page, original);
  }

  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish “Order status”' });
  await expect(publish.getByText('No test fails because of this draft.')).toBeVisible({
    timeout: 30_000,
  });
  await publish.getByRole('textbox', { name: 'Notes' }).fill('Goodbye wording checked by tests.');
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(/“Order status” is published as v\d+\./)).toBeVisible();
  const versions = (await (await page.request.get(`/api/v1/flows/${FLOW}/versions`)).json()) as {
    items: { notes: string; tests: { newlyFailing: number; failed: number } | null }[];
  };
  expect(versions.items[0]).toMatchObject({
    notes: 'Goodbye wording checked by tests.',
    tests: { newlyFailing: 0, failed: 0 },
  });
});
