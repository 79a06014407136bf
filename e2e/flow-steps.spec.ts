import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { portal } from './helpers/portal';
import { addSharedSession } from './helpers/session';

/**
 * Flows built with the richer steps, end to end on the production build: an API call whose
 * answer goes into a slot, a condition expression over that slot, run in the simulator; the
 * flow's texts out to a translator as CSV and back, and the missing texts gone. And a question
 * given a button in its settings, answered by a click in a chat, and on the phone by silence
 * (its reprompt), then a key (its keypad option), its voice markup spoken. Each flow is the
 * test's own (it runs with the specs that run after the others, playwright.config.ts).
 */
const en = (text: string) => ({ 'en-US': text });
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

/** A new flow of the default bot: its id, languages and start step. */
async function createFlow(page: Page, name: string) {
  const created = await page.request.post('/api/v1/flows', {
    data: { name, botId: 'bot-default' },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; languages: string[]; nodes: { id: string }[] };
}

test('an API call fills a slot an expression checks, the simulator runs it, and translated texts come back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Order lookup ${Date.now()}`;
  const blank = await createFlow(page, name);
  const start = blank.nodes[0];
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

test('a button added to a question is clicked in a chat; on the phone silence brings the reprompt and a key its value', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const name = `Plan choice ${Date.now()}`;
  const blank = await createFlow(page, name);
  const saved = await page.request.put(`/api/v1/flows/${blank.id}`, {
    data: {
      ...blank,
      nodes: [
        ...blank.nodes,
        node('ask_plan', 'ask', 150, {
          prompts: en('Which plan? <break time="300ms"/><emphasis>Basic</emphasis> or premium.'),
          noInputPrompts: en('Are you still there? Press 1 for basic, 2 for premium.'),
          slot: 'plan',
          retries: 1,
          dtmfOptions: [
            { digit: '1', value: 'basic' },
            { digit: '2', value: 'premium' },
          ],
        }),
        node('say_plan', 'say', 300, { texts: en('You chose {plan}.') }),
        node('done', 'end', 450, { outcome: 'contained' }),
      ],
      edges: [
        edge(blank.nodes[0].id, 'ask_plan'),
        edge('ask_plan', 'say_plan'),
        edge('say_plan', 'done'),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await addSharedSession(page);
  await page.goto(`/flows/${blank.id}?lng=en-US`);
  await expect(portal(page).pageHeading).toHaveText(name);

  // A button, added with the keyboard in the question's settings.
  await page
    .getByRole('region', { name: 'Flow canvas' })
    .getByRole('group', { name: /^Ask/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add a button' }).press('Enter');
  await page.getByRole('textbox', { name: 'Button 1 in English' }).fill('Premium plan');
  await page.getByRole('textbox', { name: 'Button 1 value' }).fill('premium');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });

  // Voice markup around the selected words, by keyboard alone: the menu is just before the text.
  const question = page.getByRole('textbox', { name: 'Question in English' });
  await question.focus();
  // The end of the text, not of its first wrapped line.
  await page.keyboard.press('Control+End');
  for (let index = 0; index < 'premium.'.length; index += 1) {
    await page.keyboard.press('Shift+ArrowLeft');
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(
    page.getByRole('button', { name: 'Insert voice markup into Question in English' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Pause (0.5 s)' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Faster' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toBeFocused();
  await expect(question).toHaveValue(
    'Which plan? <break time="300ms"/><emphasis>Basic</emphasis> or <prosody rate="fast">premium.</prosody>',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('toolbar').getByText('All changes saved')).toBeVisible({
    timeout: 15_000,
  });

  // In a chat: the text without its markup, the button to click.
  const simulator = page.getByRole('region', { name: 'Try it' });
  await simulator.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'English' });
  await simulator.getByRole('radio', { name: 'Chat' }).check();
  await simulator.getByRole('button', { name: 'Start', exact: true }).click();
  const log = simulator.getByRole('log', { name: 'Test conversation' });
  await expect(log).toContainText('Which plan? Basic or premium.');
  await expectNoAxeViolations(page, 'the simulator with a question’s buttons');
  await log
    .getByRole('group', { name: 'Buttons of the question' })
    .getByRole('button', { name: 'Premium plan' })
    .click();
  await expect(log).toContainText('You chose premium.');
  await expect(
    simulator.getByText('The conversation has ended. Outcome: Resolved by bot'),
  ).toBeVisible();

  // On the phone: the markup as spoken, no buttons; silence, then a key.
  await simulator.getByRole('button', { name: 'Stop' }).click();
  await simulator.getByRole('radio', { name: 'Voice' }).check();
  await simulator.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(
    log.getByText('<emphasis>Basic</emphasis> or <prosody rate="fast">premium.</prosody>', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(log.getByRole('group', { name: 'Buttons of the question' })).toHaveCount(0);
  await simulator.getByRole('button', { name: 'Say nothing' }).click();
  await expect(log).toContainText('(says nothing)');
  await expect(log).toContainText('Are you still there? Press 1 for basic, 2 for premium.');
  await expectNoAxeViolations(page, 'the simulator with voice markup and silence');
  await simulator.getByRole('switch', { name: 'Send as keypad digits' }).check();
  const keys = simulator.getByRole('textbox', { name: 'Keypad digits' });
  await keys.fill('2');
  await keys.press('Enter');
  await expect(log).toContainText('You chose premium.');
  await expect(simulator.getByRole('definition').filter({ hasText: /^premium$/ })).toBeVisible();
});
