import { expect, test, type Page } from '@playwright/test';
import { openOwnFlow } from './helpers/ownFlow';
import { portal, VIEWPORTS } from './helpers/portal';

/**
 * The flow editor on a phone, by touch: a long press on a step opens its menu, from which a step
 * is added after it and its settings are opened to type a text, or the step is connected to
 * another; the simulator's sheet then tries the flow. Each test edits a flow of its own, so it
 * runs with the other such specs (playwright.config.ts).
 */
test.use({ hasTouch: true });

/** A finger resting on the middle of `name`'s step for 1 s (the menu opens after 0.5 s). */
async function longPress(page: Page, name: RegExp) {
  const step = page.getByRole('region', { name: 'Flow canvas' }).getByRole('group', { name });
  // A menu closed a moment ago leaves once its fade ends: until then it would take the touch.
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  // Where the step rests: the canvas may still be gliding to a step just added.
  let box = (await step.boundingBox())!;
  await expect(async () => {
    const before = box;
    await page.waitForTimeout(100);
    box = (await step.boundingBox())!;
    expect(box).toEqual(before);
  }).toPass();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(1_000);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

test('a long press on a step opens its menu: a step is added after it and its text typed', async ({
  page,
}) => {
  const name = `Touch ${Date.now()}`;
  const id = await openOwnFlow(page, name);
  // Signed in on the wide layout (openOwnFlow), then the phone.
  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(portal(page).pageHeading).toHaveText(name);
  // It opens around the steps the wide screen showed: the start step is on the phone's screen.
  const startBox = await page
    .getByRole('region', { name: 'Flow canvas' })
    .getByRole('group', { name: /^Start/ })
    .boundingBox();
  expect(startBox!.x).toBeGreaterThanOrEqual(0);
  expect(startBox!.x + startBox!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  await longPress(page, /^Start/);
  const startMenu = page.getByRole('menu', { name: 'Step “Start”' });
  await expect(startMenu).toBeVisible();
  await startMenu.getByRole('menuitem', { name: 'Say', exact: true }).tap();
  await expect(startMenu).toBeHidden();
  const say = page.getByRole('region', { name: 'Flow canvas' }).getByRole('group', {
    name: /^Say/,
  });
  await expect(say).toBeVisible();

  await longPress(page, /^Say/);
  const sayMenu = page.getByRole('menu', { name: 'Step “Say”' });
  await sayMenu.getByRole('menuitem', { name: 'Settings' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Step settings' });
  await expect(sheet).toBeVisible();
  const english = sheet.getByRole('textbox', { name: 'Text in English' });
  await english.tap();
  await english.fill('Hello from a phone');
  await sheet.getByRole('button', { name: 'Close the panel' }).tap();
  await expect(sheet).toBeHidden();

  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });
  const saved = (await (await page.request.get(`/api/v1/flows/${id}`)).json()) as {
    nodes: { id: string; type: string; data: { texts?: Record<string, string> } }[];
    edges: { source: string; target: string }[];
  };
  const start = saved.nodes.find((node) => node.type === 'start')!;
  const added = saved.nodes.find((node) => node.type === 'say')!;
  expect(added.data.texts?.['en-US']).toBe('Hello from a phone');
  expect(saved.edges).toContainEqual(
    expect.objectContaining({ source: start.id, target: added.id }),
  );
});

test('on a phone, a step is connected from its menu and the flow is tried in the simulator sheet', async ({
  page,
}) => {
  const name = `Touch connect ${Date.now()}`;
  const id = await openOwnFlow(page, name);
  // A greeting after the start and an end that nothing leads to yet.
  const flow = (await (await page.request.get(`/api/v1/flows/${id}`)).json()) as {
    version: number;
  };
  const built = await page.request.put(`/api/v1/flows/${id}`, {
    data: {
      name,
      version: flow.version,
      nodes: [
        { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
        {
          id: 'hello',
          type: 'say',
          position: { x: 0, y: 160 },
          data: { texts: { 'en-US': 'Hello from a phone' } },
        },
        { id: 'bye', type: 'end', position: { x: 0, y: 320 }, data: { outcome: 'contained' } },
      ],
      edges: [{ id: 'e-start-hello', source: 'start', sourceHandle: null, target: 'hello' }],
    },
  });
  expect(built.status()).toBe(200);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.reload();
  await expect(portal(page).pageHeading).toHaveText(name);

  // Connect the greeting to the end from the greeting's menu.
  await longPress(page, /^Say/);
  const menu = page.getByRole('menu', { name: 'Step “Say”' });
  await menu.getByRole('menuitem', { name: 'Connect to…' }).tap();
  const connect = page.getByRole('dialog', { name: 'Connect “Say”' });
  await connect.getByRole('combobox', { name: 'To step' }).tap();
  await page.getByRole('option', { name: /^End/ }).tap();
  await connect.getByRole('button', { name: 'Connect' }).tap();
  await expect(connect).toBeHidden();
  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });
  const saved = (await (await page.request.get(`/api/v1/flows/${id}`)).json()) as {
    edges: { source: string; target: string }[];
  };
  expect(saved.edges).toContainEqual(expect.objectContaining({ source: 'hello', target: 'bye' }));

  // Try it: the simulator's sheet runs the saved draft from the start to the end.
  await page.getByRole('toolbar', { name: 'Panels' }).getByRole('button', { name: 'Try it' }).tap();
  const sheet = page.getByRole('dialog', { name: 'Try it' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Start', exact: true }).tap();
  const log = sheet.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('Hello from a phone');
  // It reached the end step: the end's outcome, not a stop at a step with nowhere to go.
  await expect(
    sheet.getByText('The conversation has ended. Outcome: Resolved by bot'),
  ).toBeVisible();
});
