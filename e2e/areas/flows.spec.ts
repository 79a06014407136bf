import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { resetMockScopeBeforeEach } from '../helpers/mockData';
import { openSignedIn } from '../helpers/session';
import { openSecondTab } from '../helpers/security';
import { portal, VIEWPORTS } from '../helpers/portal';
import { expectNoSidewaysScrolling } from '../helpers/fitsScreen';

const canvas = (page: Page) => page.getByRole('region', { name: 'Flow canvas' });
const step = (page: Page, name: RegExp) => canvas(page).getByRole('group', { name });
const problems = (page: Page) => page.getByRole('region', { name: /^Problems/ });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /saved|Saving|Unsaved/ })).toHaveText(
    'All changes saved',
    { timeout: 15_000 },
  );

/**
 * Selects a step on the canvas with the keyboard: focus, then Space (Enter would also move the
 * focus into its settings).
 */
async function select(page: Page, name: RegExp) {
  const node = step(page, name);
  await node.focus();
  await node.press(' ');
}

/** Adds a step after the selected one from the toolbar's menu, by keyboard. */
async function addAfter(page: Page, type: string) {
  const add = page.getByRole('button', { name: /^Add step after/ });
  await add.focus();
  await add.press('Enter');
  await page.getByRole('menuitem', { name: type, exact: true }).press('Enter');
}

test.describe('Flows area', () => {
  resetMockScopeBeforeEach('flows');

  test('creates a flow from a template and builds on it with the keyboard alone', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/flows' });
    await expect(portal(page).pageHeading).toHaveText('Flows');
    await page.getByRole('button', { name: 'New flow' }).click();
    const dialog = page.getByRole('dialog', { name: 'New flow' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Opening hours');
    await dialog.getByRole('combobox', { name: 'Bot' }).click();
    await page.getByRole('option', { name: 'service-hotline' }).click();
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Collect and confirm' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(portal(page).pageHeading).toHaveText('Opening hours');
    await expect(portal(page).pageHeading).toBeFocused();
    await expect(step(page, /^Ask/)).toBeVisible();
    await expect(problems(page)).toContainText('No problems found.');

    // An ask after the ask, then a condition after it: each lands below, wired, selected.
    await select(page, /^Ask/);
    await addAfter(page, 'Ask');
    const questions: [string, string][] = [
      ['German', 'Welcher Tag?'],
      ['English', 'Which day?'],
      ['Japanese', '何曜日ですか?'],
      ['French', 'Quel jour ?'],
      ['Italian', 'Quale giorno?'],
    ];
    for (const [language, question] of questions) {
      await page.getByRole('textbox', { name: `Question in ${language}` }).fill(question);
    }
    await page.getByRole('textbox', { name: 'Slot', exact: true }).fill('day');
    await page.getByRole('textbox', { name: 'Slot', exact: true }).press('Tab');
    await addAfter(page, 'Condition');
    await page.getByRole('textbox', { name: 'Slot of rule 1' }).fill('day');
    await page.getByRole('textbox', { name: 'Value of rule 1' }).fill('sunday');
    await page.getByRole('textbox', { name: 'Value of rule 1' }).press('Tab');

    // The problems panel lists the open outputs; a problem leads to its step, fixed with the
    // connect-to dialog.
    const list = problems(page);
    const elseOpen = list.getByRole('button', { name: /Output “else” leads nowhere/ });
    await expect(elseOpen).toBeVisible();
    await elseOpen.click();
    await expect(page.getByRole('textbox', { name: 'Slot of rule 1' })).toHaveValue('day');
    for (const output of ['else']) {
      await page.getByRole('button', { name: 'Connect to…' }).click();
      const connect = page.getByRole('dialog', { name: /^Connect/ });
      await connect.getByRole('combobox', { name: 'Output' }).click();
      await page.getByRole('option', { name: output }).click();
      await connect.getByRole('combobox', { name: 'To step' }).click();
      await page
        .getByRole('option', { name: /\(End\)$/ })
        .first()
        .click();
      await connect.getByRole('button', { name: 'Connect' }).click();
      await expect(connect).toBeHidden();
    }
    await expect(elseOpen).toHaveCount(0);
    await expect(list).toContainText('No problems found.');
    await saved(page);
    await expectNoAxeViolations(page, 'the flow editor');

    // Undo and redo by keyboard, as the canvas has the focus.
    await step(page, /^Condition/).focus();
    await page.keyboard.press('Control+z');
    await expect(elseOpen).toBeVisible();
    await page.keyboard.press('Control+Shift+z');
    await expect(elseOpen).toHaveCount(0);
    await saved(page);

    // Published as v1, with notes.
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const publish = page.getByRole('dialog', { name: 'Publish “Opening hours”' });
    await publish.getByRole('textbox', { name: 'Notes' }).fill('Asks for the day.');
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('“Opening hours” is published as v1.')).toBeVisible();

    // A second draft: the German question changes; the versions drawer shows the difference.
    await select(page, /Which day\?/);
    await page.getByRole('textbox', { name: 'Question in German' }).fill('An welchem Tag?');
    await page.getByRole('textbox', { name: 'Question in German' }).press('Tab');
    await saved(page);
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: 'Versions of “Opening hours”' });
    await expect(drawer.getByText('Changes since v1')).toBeVisible();
    await expect(drawer).toContainText('Welcher Tag? → An welchem Tag?');
    await expectNoAxeViolations(page, 'the versions drawer');

    // v1 restored as the draft: the question is the published one again.
    await drawer.getByRole('button', { name: 'Restore as draft' }).first().click();
    await page.getByRole('button', { name: 'Replace the draft' }).click();
    await expect(page.getByText('v1 is the draft again.')).toBeVisible();
    await select(page, /Which day\?/);
    await expect(page.getByRole('textbox', { name: 'Question in German' })).toHaveValue(
      'Welcher Tag?',
    );

    // Everything was saved: a reload shows the same steps.
    await page.reload();
    await expect(step(page, /^Condition/)).toBeVisible();
  });

  test('two tabs editing one flow end in the conflict dialog, losing no edit', async ({ page }) => {
    await openSignedIn(page, { path: '/flows/flow-order-status' });
    await expect(portal(page).pageHeading).toHaveText('Order status');
    const second = await openSecondTab(page, '/flows/flow-order-status');
    await expect(portal(second).pageHeading).toHaveText('Order status');

    // The second tab changes the greeting and saves first.
    await select(second, /^Say/);
    const theirs = second.getByRole('textbox', { name: 'Text in German' });
    await theirs.fill('Servus bei der Bestell-Hotline.');
    await theirs.press('Tab');
    await saved(second);

    // The first tab, on its old copy, changes a greeting.
    await select(page, /^Say/);
    const german = page.getByRole('textbox', { name: 'Text in German' });
    await german.fill('Guten Tag! Hier ist die Bestell-Hotline.');
    await german.press('Tab');
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this in the meantime' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByText('Not saved: a colleague changed this flow')).toBeVisible();
    await expect(german).toHaveValue('Guten Tag! Hier ist die Bestell-Hotline.');
  });

  test('tries the flow from a chosen step in German, the path lit up on the canvas', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/flows/flow-order-status' });
    await expect(portal(page).pageHeading).toHaveText('Order status');
    const simulator = page.getByRole('region', { name: 'Try it' });
    await simulator.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'German' });
    await select(page, /^Ask/);
    await simulator.getByRole('button', { name: 'Try from the selected step' }).click();
    const dialog = page.getByRole('dialog', { name: /^Try from/ });
    await dialog.getByRole('button', { name: 'Start here' }).click();
    const log = simulator.getByRole('log', { name: 'Test conversation' });
    await expect(log).toContainText('Wie lautet Ihre Bestellnummer?');
    await expect(page.locator('.flow-node--path')).not.toHaveCount(0);

    const message = simulator.getByRole('textbox', { name: 'What the caller says' });
    await message.fill('Meine Nummer ist 4711');
    await message.press('Enter');
    await expect(simulator.getByRole('definition').filter({ hasText: '4711' })).toBeVisible();
    await expect(log).toContainText('Meine Nummer ist 4711');
    await expectNoAxeViolations(page, 'the simulator');
  });

  for (const [device, viewport] of [
    ['tablet', { width: 768, height: 1024 }],
    ['phone', VIEWPORTS.phone],
  ] as const) {
    test(`shows the canvas with its steps on a ${device} (${viewport.width} px), measured`, async ({
      page,
    }) => {
      await openSignedIn(page, { path: '/flows/flow-order-status' });
      await page.setViewportSize(viewport);
      await page.reload();
      await expect(portal(page).pageHeading).toHaveText('Order status');
      // From geometry, not visibility: a canvas of no height still counts as "visible".
      const area = await canvas(page).locator('.react-flow').boundingBox();
      expect(area?.height ?? 0).toBeGreaterThanOrEqual(viewport.height * 0.4);
      const start = await step(page, /^Start/).boundingBox();
      expect(start).not.toBeNull();
      expect(start!.y).toBeGreaterThanOrEqual(area!.y);
      expect(start!.y + start!.height).toBeLessThanOrEqual(area!.y + area!.height);
    });
  }

  test('a focused step shows its focus ring, and React Flow’s attribution stays in view', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/flows/flow-order-status' });
    await expect(portal(page).pageHeading).toHaveText('Order status');
    await expect(canvas(page).getByRole('link', { name: 'React Flow' })).toBeVisible();
    // Keyboard modality first: the ring is for keyboard focus (:focus-visible).
    await page.keyboard.press('Shift+Tab');
    const start = step(page, /^Start/);
    await start.focus();
    const ring = await start.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  test('works at phone width', async ({ page }) => {
    await openSignedIn(page, { path: '/flows/flow-order-status' });
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(portal(page).pageHeading).toHaveText('Order status');
    await expect(step(page, /^Start/)).toBeVisible();
    await expectNoSidewaysScrolling(page, 'the flow editor');
    await expectNoAxeViolations(page, 'the flow editor at 390 px');
  });
});
