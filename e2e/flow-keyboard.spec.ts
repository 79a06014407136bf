import { expect, test, type Page } from '@playwright/test';
import { tabUntil } from './helpers/keyboard';
import { openOwnFlow } from './helpers/ownFlow';

/**
 * The flow editor with the keyboard alone: the canvas is one Tab stop, the arrows go along the
 * connections, Enter opens a step's settings and Escape comes back, and the command palette adds
 * steps. It edits a flow of its own, so it runs with the other such specs (playwright.config.ts).
 */
const focusedStep = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('.react-flow__node') ? active.getAttribute('aria-label') : null;
  });

async function runCommand(page: Page, search: string) {
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Commands' });
  await expect(palette).toBeVisible();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test('builds a three-step flow without the mouse', async ({ page }) => {
  const id = await openOwnFlow(page, `Keyboard ${Date.now()}`);
  const before = (
    (await (await page.request.get(`/api/v1/flows/${id}`)).json()) as { nodes: { id: string }[] }
  ).nodes.map((node) => node.id);

  // From the toolbar to the canvas: its one step in the Tab order, the start step.
  const canvas = page.getByRole('region', { name: 'Flow canvas' });
  await page.getByRole('textbox', { name: 'Flow name' }).focus();
  await tabUntil(page, async () => (await focusedStep(page)) !== null);
  expect(await focusedStep(page)).toMatch(/^Start/);

  // Start selected, a Say added after it from the palette: wired, selected and focused.
  await page.keyboard.press('Space');
  await runCommand(page, 'Add Say after');
  await expect.poll(() => focusedStep(page)).toMatch(/^Say/);

  // Enter: its settings, typed into; Escape: back on the step.
  await page.keyboard.press('Enter');
  const settings = page.getByRole('region', { name: 'Step settings' });
  await expect(settings.locator(':focus')).toHaveCount(1);
  const english = settings.getByRole('textbox', { name: 'Text in English' });
  await tabUntil(page, () => english.evaluate((field) => field === document.activeElement));
  await page.keyboard.type('Hello, how can I help?');
  await page.keyboard.press('Escape');
  await expect.poll(() => focusedStep(page)).toMatch(/^Say/);

  // An End after the Say, then up the connections back to the start.
  await runCommand(page, 'Add End after');
  await expect.poll(() => focusedStep(page)).toMatch(/^End/);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedStep(page)).toMatch(/^Say/);
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => focusedStep(page)).toMatch(/^Start/);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => focusedStep(page)).toMatch(/^Say/);

  // One Tab leaves the canvas' steps: no other step, no connection is a Tab stop.
  await page.keyboard.press('Tab');
  expect(await focusedStep(page)).toBeNull();
  await expect(canvas.locator('.react-flow__edge[tabindex="0"]')).toHaveCount(0);

  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });
  // The new flow came with a start and an end step: the Say and the second End are the ones
  // added, wired start → Say → End.
  const saved = (await (await page.request.get(`/api/v1/flows/${id}`)).json()) as {
    nodes: { id: string; type: string; data: { texts?: Record<string, string> } }[];
    edges: { source: string; target: string }[];
  };
  const added = saved.nodes.filter((node) => !before.includes(node.id));
  expect(added.map((node) => node.type).sort()).toEqual(['end', 'say']);
  const say = added.find((node) => node.type === 'say')!;
  const end = added.find((node) => node.type === 'end')!;
  const start = saved.nodes.find((node) => node.type === 'start')!;
  expect(say.data.texts?.['en-US']).toBe('Hello, how can I help?');
  expect(saved.edges).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ source: start.id, target: say.id }),
      expect.objectContaining({ source: say.id, target: end.id }),
    ]),
  );
});
