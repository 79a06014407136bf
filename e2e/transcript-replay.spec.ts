import { expect, test } from '@playwright/test';
import { portal } from './helpers/portal';
import { addSharedSession } from './helpers/session';

/**
 * From a real conversation to the flow: a bot turn of a seeded conversation that ran the
 * published "Password reset" opens its step in the editor, and replays in the simulator from
 * that moment with the slots it had, on the version that ran. Read-only: nothing is saved.
 */
const CONVERSATION = 'conv-0322';

test('a transcript turn opens its step in the editor and replays in the simulator', async ({
  page,
}) => {
  const detail = (await (
    await page.request.get(`/api/v1/conversations/${CONVERSATION}`)
  ).json()) as {
    transcript: { speaker: string; text: string; step: { nodeId: string } | null }[];
  };
  // The turn where the customer number is confirmed: its slots carry the number.
  const index = detail.transcript.findIndex((turn) => turn.step?.nodeId === 'say_verified');
  expect(index).toBeGreaterThan(0);
  const spoken = detail.transcript[index]!.text;
  const turn = index + 1;

  await addSharedSession(page);
  await page.goto(`/incoming/${CONVERSATION}?lng=en-US`);
  await expect(portal(page).pageHeading).toBeVisible();
  await page.getByRole('link', { name: `Open step of turn ${turn} in the flow` }).click();
  await expect(portal(page).pageHeading).toHaveText('Password reset');
  // The step is selected: its settings show its English text.
  await expect(page.getByRole('textbox', { name: 'Text in English' })).toHaveValue(
    /Thank you, customer number \{customer_number\} is confirmed\./,
  );
  await expect(page.locator('.react-flow__node.selected[data-id="say_verified"]')).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: `Replay from here, turn ${turn}` }).click();
  await page.getByRole('menuitem', { name: 'On version 1, as it ran' }).click();
  await expect(portal(page).pageHeading).toHaveText('Password reset');
  const simulator = page.getByRole('region', { name: 'Try it' });
  // The very words the caller heard, with the number that had been given then.
  await expect(simulator.getByText(spoken, { exact: true })).toBeVisible();
  await expect(simulator.getByText('Published version')).toBeVisible();
  // The conversation goes on from there: the next question waits for the caller's answer.
  await expect(simulator.getByRole('textbox', { name: 'What the caller says' })).toBeVisible();
});
