import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { portal } from './helpers/portal';
import { addSharedSession } from './helpers/session';

/**
 * A flow built with the richer steps, end to end on the production build: an API call whose
 * answer goes into a slot, a condition expression over that slot, run in the simulator; then the
 * flow's texts go out to a translator as CSV and come back, and the missing texts are gone. The
 * flow is the test's own (it runs with the specs that run after the others, playwright.config.ts).
 */
const en = (text: string) => ({ 'en-US': text });

test('an API call fills a slot an expression checks, the simulator runs it, and translated texts come back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Order lookup ${Date.now()}`;
  const created = await page.request.post('/api/v1/flows', {
    data: { name, botId: 'bot-default' },
  });
  expect(created.status()).toBe(201);
  const blank = (await created.json()) as { id: string; languages: string[]; nodes: object[] };
  const start = blank.nodes[0] as { id: string };
  const node = (id: string, type: string, y: number, data: object) => ({
    id,
    type,
    position: { x: 0, y },
    data,
  });
  const edge = (source: string, target: string, handle: string | null = null) => ({
    id: `${source}:${handle ?? 'next'}->${target}`,
    source,
    sourceHandle: handle,
    target,
  });
  const saved = await page.request.put(`/api/v1/flows/${blank.id}`, {
    data: {
      ...blank,
      nodes: [
        ...blank.nodes,
        node('ask_order', 'ask', 150, { prompts: en('Your order number?'), slot: 'order_number' }),
        node('lookup', 'apiCall', 300, {
          integration: 'shop',
          method: 'POST',
          path: '/orders/{order_number}',
          body: '{"order": {order_number}, "note": "asked by phone"}',
          timeoutMs: 3000,
          responseMapping: [{ path: 'order.status', slot: 'order_status' }],
        }),
        node('check', 'condition', 450, {
          rules: [
            {
              id: 'sent',
              slot: '',
              operator: 'expression',
              value: '',
              expression: 'order_status in ["shipped", "delivered"]',
            },
          ],
        }),
        node('say_sent', 'say', 600, { texts: en('Order {order_number} is {order_status}.') }),
        node('say_wait', 'say', 750, {
          texts: en('Order {order_number} is still {order_status}.'),
        }),
        node('agent', 'handover', 900, { target: 'orders' }),
        node('done', 'end', 1050, { outcome: 'contained' }),
      ],
      edges: [
        edge(start.id, 'ask_order'),
        edge('ask_order', 'lookup'),
        edge('lookup', 'check', 'success'),
        edge('lookup', 'agent', 'error'),
        edge('lookup', 'agent', 'timeout'),
        edge('check', 'say_sent', 'sent'),
        edge('check', 'say_wait', 'else'),
        edge('say_sent', 'done'),
        edge('say_wait', 'done'),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await addSharedSession(page);
  await page.goto(`/flows/${blank.id}?lng=en-US`);
  await expect(portal(page).pageHeading).toHaveText(name);

  // The simulator calls the stand-in shop; its answer decides the way through the expression.
  const simulator = page.getByRole('region', { name: 'Try it' });
  await simulator.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await simulator.getByRole('button', { name: 'Start', exact: true }).click();
  const log = simulator.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('Your order number?');
  const message = simulator.getByRole('textbox', { name: 'What the caller says' });
  await message.fill('A-17');
  await message.press('Enter');
  await expect(log).toContainText(
    /Order A-17 is (shipped|delivered)\.|Order A-17 is still processing\./,
  );
  await expect(
    simulator.getByRole('definition').filter({ hasText: /^(shipped|delivered|processing)$/ }),
  ).toBeVisible();

  // Texts are missing in every language but English.
  const problems = page.getByRole('region', { name: /^Problems/ });
  const otherLanguages = blank.languages.filter((language) => language !== 'en-US');
  await expect(problems.getByText(/^Text missing in /)).toHaveCount(3 * otherLanguages.length);

  await page.getByRole('button', { name: 'Translations' }).click();
  const dialog = page.getByRole('dialog', { name: `Translations of “${name}”` });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const exported = await readFile((await (await downloading).path())!, 'utf8');
  const lines = exported
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(['id', 'step', 'field', ...blank.languages].join(','));
  expect(lines.map((line) => line.split(',')[0]).slice(1)).toEqual([
    'ask_order.prompts',
    'say_sent.texts',
    'say_wait.texts',
  ]);

  // The translator's file comes back with every language filled in.
  const translated = [
    ['id', ...otherLanguages].join(','),
    ...['ask_order.prompts', 'say_sent.texts', 'say_wait.texts'].map((id) =>
      [id, ...otherLanguages.map((language) => `"${id} in ${language} {order_number}"`)].join(','),
    ),
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'texts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(translated),
  });
  const preview = dialog.getByRole('region', { name: 'Import preview' });
  const count = 3 * otherLanguages.length;
  await expect(preview).toContainText(`texts.csv changes ${count} texts:`);
  // Nothing changes before the preview is confirmed (the problems, behind the dialog, as before).
  const behind = page.getByRole('region', { name: /^Problems/, includeHidden: true });
  await expect(behind.getByText(/^Text missing in /)).toHaveCount(count);
  await preview.getByRole('button', { name: `Apply ${count} changes` }).click();
  await expect(dialog.getByText(/^Every text is there in /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(problems.getByText(/^Text missing in /)).toHaveCount(0);
  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });
});
