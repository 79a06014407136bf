import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { addSharedSession } from './helpers/session';
import { LANGUAGES, localeText, portal, VIEWPORTS, waitForAnimations } from './helpers/portal';
import { deviceOf, expectNoViolationsAtBothWidths, type Where } from './helpers/widths';

/**
 * The editors' dialogs, menus and statuses in every language at both widths: a condition's
 * expression refused as typed, an API call tried with its answer, a question's buttons, card,
 * keys and voice markup, the question tried in a chat (at one width per language), the
 * translations with an import preview, the command palette, a colleague's conflicting save with
 * its status, a kept copy on offer, and the New entity dialog. Each test edits a flow of its own,
 * so parallel tests never share a version. Each is checked where the test is, then with the
 * window turned to the other width, where the test goes on (as in the accessibility walk).
 */
// Independent tests (each its own flow), run after the rest (playwright.config.ts): both
// workers share them.
test.describe.configure({ mode: 'parallel' });

// Every other language starts on a phone, so each step is also taken at both widths.
for (const [index, lng] of LANGUAGES.entries()) {
  const viewport = index % 2 === 0 ? VIEWPORTS.desktop : VIEWPORTS.phone;
  test(`the editors' dialogs and statuses have no axe violations in ${lng} at both widths, from ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const where: Where = (what, at) => `${what} (${lng}, ${at} ${VIEWPORTS[at].width} px)`;
    const name = `A11y ${lng} ${viewport.width} ${Date.now()}`;
    const created = await page.request.post('/api/v1/flows', {
      data: { name, botId: 'bot-default' },
    });
    expect(created.status()).toBe(201);
    const blank = (await created.json()) as { id: string; version: number; nodes: object[] };
    // A condition whose expression names a slot the flow never fills.
    const withCondition = await page.request.put(`/api/v1/flows/${blank.id}`, {
      data: {
        ...blank,
        nodes: [
          ...blank.nodes,
          {
            id: 'check',
            type: 'condition',
            position: { x: 0, y: 200 },
            data: {
              rules: [
                {
                  id: 'r1',
                  slot: '',
                  operator: 'expression',
                  value: '',
                  expression: 'plan == "x"',
                },
              ],
            },
          },
          // An API call whose answer goes into a slot.
          {
            id: 'lookup',
            type: 'apiCall',
            position: { x: 0, y: 500 },
            data: {
              integration: 'shop',
              method: 'POST',
              path: '/orders/{order_number}',
              body: '{"order": {order_number}, "channel": "phone"}',
              timeoutMs: 3000,
              responseMapping: [{ path: 'order.status', slot: 'order_status' }],
            },
          },
          // A question with buttons, a card, keypad options and voice markup at fault.
          {
            id: 'choose',
            type: 'ask',
            // On screen when the editor opens: the canvas draws only the steps in view.
            position: { x: 0, y: 350 },
            data: {
              prompts: { [lng]: 'Plan? <emphasis>now' },
              // Not \`plan\`: the expression above must still name a slot nobody fills.
              slot: 'tier',
              dtmfOptions: [{ digit: '1', value: 'basic' }],
              buttons: [{ id: 'btn-basic', labels: { [lng]: 'Basic' }, value: 'basic' }],
              card: { titles: { [lng]: 'Plans' }, imageUrl: 'https://example.com/plans.png' },
            },
          },
          // A text in English only, for the translations.
          {
            id: 'hello',
            type: 'say',
            position: { x: 0, y: 650 },
            data: { texts: { 'en-US': 'Hello' } },
          },
        ],
        // The start leads to the question, which the simulator then asks.
        edges: [
          {
            id: 'start-choose',
            source: (blank.nodes[0] as { id: string }).id,
            sourceHandle: null,
            target: 'choose',
          },
        ],
      },
    });
    expect(withCondition.status()).toBe(200);
    const flow = (await withCondition.json()) as typeof blank;

    await page.setViewportSize(viewport);
    await addSharedSession(page);
    await page.goto(`/flows/${flow.id}?lng=${lng}`);
    await expect(portal(page).pageHeading).toHaveText(name);
    await waitForAnimations(page);

    // The condition's settings: its expression refused at the character at fault.
    await page
      .getByRole('region', { name: localeText(lng, 'flows.canvas.label') })
      .getByRole('group', {
        name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.condition')}`),
      })
      .focus();
    await page.keyboard.press('Enter');
    const expression = page.getByRole('textbox', {
      name: localeText(lng, 'flows.editor.fields.ruleExpression').replace('{{number}}', '1'),
    });
    await expect(expression).toHaveAttribute('aria-invalid', 'true');
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'a condition’s expression at fault');

    // The API call's settings, then "Try this call" with its answer, by keyboard.
    await page
      .getByRole('region', { name: localeText(lng, 'flows.canvas.label') })
      .getByRole('group', {
        name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.apiCall')}`),
      })
      .focus();
    await page.keyboard.press('Enter');
    // Its body names a slot no step of this flow fills: marked, but it can still be tried.
    await expect(
      page.getByRole('textbox', { name: localeText(lng, 'flows.editor.fields.body') }),
    ).toHaveAttribute('aria-invalid', 'true');
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'an API call’s settings, its body at fault');
    const tryCall = page.getByRole('button', { name: localeText(lng, 'flows.apiCall.try') });
    await tryCall.focus();
    await page.keyboard.press('Enter');
    const trial = page.getByRole('dialog', {
      name: localeText(lng, 'flows.apiCall.trial.title')
        .replace('{{method}}', 'POST')
        .replace('{{path}}', '/orders/{order_number}'),
    });
    const value = trial.getByRole('textbox', {
      name: localeText(lng, 'flows.simulator.fromHere.slotValue').replace('{{number}}', '1'),
    });
    await value.fill('A-17');
    await value.press('Enter');
    await expect(trial.getByText('shop:/orders/A-17')).toBeVisible();
    await expect(trial.getByText(/^order_status ← order\.status\s?: /)).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'an API call tried, with its answer');
    await page.keyboard.press('Escape');
    await expect(trial).toBeHidden();

    // A question's settings: its text's voice markup at fault, its buttons, card and keys.
    await page
      .getByRole('region', { name: localeText(lng, 'flows.canvas.label') })
      .getByRole('group', { name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.ask')}`) })
      .focus();
    await page.keyboard.press('Enter');
    const prompt = page.getByRole('textbox', {
      name: localeText(lng, 'flows.editor.fields.prompt').replace(
        '{{language}}',
        localeText(lng, `common.language.${lng}`),
      ),
    });
    await expect(prompt).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('checkbox', { name: localeText(lng, 'flows.card.show') }),
    ).toBeChecked();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(
      page,
      where,
      'a question’s settings: voice markup at fault, buttons, card and keys',
    );
    // Back to the canvas (on a phone the settings are a sheet over the page).
    await page.keyboard.press('Escape');

    // The question tried in a chat: its card and buttons in the test conversation.
    const tryIt = localeText(lng, 'flows.simulator.title');
    const onPhone = deviceOf(page) === 'phone';
    if (onPhone) {
      await page
        .getByRole('toolbar', { name: localeText(lng, 'flows.workspace.panels') })
        .getByRole('button', { name: tryIt })
        .click();
    }
    const simulator = onPhone
      ? page.getByRole('dialog', { name: tryIt })
      : page.getByRole('region', { name: tryIt });
    await simulator.getByRole('radio', { name: localeText(lng, 'common.channel.chat') }).check();
    await simulator
      .getByRole('button', { name: localeText(lng, 'flows.simulator.start'), exact: true })
      .click();
    await expect(
      simulator.getByRole('group', {
        name: localeText(lng, 'flows.simulator.transcript.buttons'),
      }),
    ).toBeVisible();
    // At this width only: the path the run took is drawn with moving connections, which never
    // settle for a resize. The languages alternate between a phone and a laptop here.
    await expectNoAxeViolations(
      page,
      where('a question tried in a chat, with its card and buttons', deviceOf(page)),
    );
    // Stopped: the path is no longer drawn, nothing moves for the checks that follow.
    await simulator.getByRole('button', { name: localeText(lng, 'flows.simulator.stop') }).click();
    // A sheet still open over the page goes (the side panel at a laptop's width stays).
    const sheet = page.getByRole('dialog', { name: tryIt });
    if (await sheet.isVisible()) await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    // The flow's translations, with a translator's file in preview.
    await page.getByRole('button', { name: localeText(lng, 'flows.translations.open') }).click();
    const translations = page.getByRole('dialog', {
      name: localeText(lng, 'flows.translations.title').replace('{{name}}', name),
    });
    await translations.locator('input[type="file"]').setInputFiles({
      name: 'texts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('id,de-DE,fr-FR\nhello.texts,Hallo,Bonjour'),
    });
    await expect(
      translations.getByRole('region', {
        name: localeText(lng, 'flows.translations.preview.title'),
      }),
    ).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the translations with an import preview');
    await page.keyboard.press('Escape');
    await expect(translations).toBeHidden();
    // Opened afresh: no step selected, no panel open, at the width the walk turned to.
    await page.reload();
    await expect(portal(page).pageHeading).toHaveText(name);
    await waitForAnimations(page);

    // The command palette: its search, its groups and options.
    await page.getByRole('button', { name: localeText(lng, 'flows.editor.commands.open') }).click();
    const palette = page.getByRole('dialog', {
      name: localeText(lng, 'flows.editor.commands.title'),
    });
    await expect(palette.getByRole('option').first()).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the command palette');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();

    // "?" on a step: the editor's keys.
    await page
      .getByRole('region', { name: localeText(lng, 'flows.canvas.label') })
      .getByRole('group')
      .first()
      .focus();
    await page.keyboard.press('?');
    const keys = page.getByRole('dialog', { name: localeText(lng, 'flows.keyboard.title') });
    await expect(keys.getByRole('row').nth(1)).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the keyboard shortcuts');
    await page.keyboard.press('Escape');
    await expect(keys).toBeHidden();

    // A colleague renames the flow while this tab renames it too: the conflict question.
    const theirs = await page.request.put(`/api/v1/flows/${flow.id}`, {
      data: { ...flow, name: `${name} (theirs)` },
    });
    expect(theirs.status()).toBe(200);
    const field = page.getByRole('textbox', { name: localeText(lng, 'flows.editor.name') });
    await field.click();
    await field.press('End');
    await field.pressSequentially(' (mine)');
    const conflict = page.getByRole('dialog', { name: localeText(lng, 'conflict.title') });
    await expect(conflict).toBeVisible({ timeout: 15_000 });
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the flow conflict');
    await conflict.getByRole('button', { name: localeText(lng, 'conflict.keepEditing') }).click();
    await expect(page.getByText(localeText(lng, 'flows.editor.save.conflict'))).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the conflict status');

    // The edit is kept in the browser: after a reload it is on offer.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(
      page.getByRole('button', { name: localeText(lng, 'editSession.stored.restore') }),
    ).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'a kept copy on offer');

    // The New entity dialog.
    await page.goto(`/train/entities`);
    await page.getByRole('button', { name: localeText(lng, 'train.entities.create') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the New entity dialog');
  });
}
