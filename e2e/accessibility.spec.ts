import { expect, test, type Page } from '@playwright/test';
import { CONFIG_TABS } from '../src/features/configuration/configTabs';
import { expectNoAxeViolations } from './helpers/axe';
import { addSharedSession } from './helpers/session';
import {
  deviceOf,
  expectNoViolationsAtBothWidths,
  turnToOtherWidth,
  type Where,
} from './helpers/widths';
import {
  expectMainLoaded,
  LANGUAGES,
  localeText,
  navigateTo,
  portal,
  VIEWPORTS,
  waitForAnimations,
  type Language,
} from './helpers/portal';

/** Every area in navigation order, by address and the translation key of its heading. */
const AREA_SCREENS = [
  { path: '/dashboard', heading: 'dashboard.title' },
  { path: '/flows', heading: 'flows.title' },
  { path: '/train', heading: 'train.title' },
  { path: '/incoming', heading: 'incoming.title' },
  { path: '/configuration', heading: 'configuration.title' },
  { path: '/tech', heading: 'tech.title' },
  { path: '/users', heading: 'users.title' },
  { path: '/account', heading: 'account.title' },
  { path: '/support', heading: 'support.title' },
] as const;

type AreaPath = (typeof AREA_SCREENS)[number]['path'];

/** The tabs of a bot configuration, each checked on the seeded `default` configuration. */
const CONFIGURATION_TABS = [...CONFIG_TABS, 'history'] as const;

/** The Technical area's sections below its own page (Health is /tech itself). */
const TECH_SECTIONS = ['logs', 'webhooks', 'apiKeys', 'build'] as const;

/** Waits until the page shows `heading` and has finished loading and animating. */
async function expectSettled(page: Page, lng: Language, heading: string): Promise<void> {
  await expect(portal(page).pageHeading).toHaveText(localeText(lng, heading));
  await expectMainLoaded(page);
  await waitForAnimations(page);
}

/**
 * The flow editor's workspace with its panels shown and hidden: on a laptop the dock beside the
 * canvas, folded away by its toolbar button and shown again; on a phone the canvas alone, then
 * each panel's bottom sheet in turn.
 */
async function expectWorkspaceWithoutViolations(
  page: Page,
  lng: Language,
  where: Where,
): Promise<void> {
  const device = deviceOf(page);
  if (device === 'desktop') {
    const dockToggle = page.getByRole('button', {
      name: localeText(lng, 'flows.workspace.panels'),
    });
    await expect(dockToggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, where('a flow in the editor, its panels shown', device));
    await dockToggle.click();
    await expect(dockToggle).toHaveAttribute('aria-expanded', 'false');
    await waitForAnimations(page);
    await expectNoAxeViolations(page, where('a flow in the editor, its panels hidden', device));
    await dockToggle.click();
    await expect(dockToggle).toHaveAttribute('aria-expanded', 'true');
    await waitForAnimations(page);
    return;
  }
  await expectNoAxeViolations(page, where('a flow in the editor, no panel open', device));
  const sheetButtons = page
    .getByRole('toolbar', { name: localeText(lng, 'flows.workspace.panels') })
    .getByRole('button');
  const sheets = await sheetButtons.count();
  expect(sheets).toBe(3);
  for (let index = 0; index < sheets; index += 1) {
    const name = (await sheetButtons.nth(index).textContent()) ?? '';
    await sheetButtons.nth(index).click();
    const close = page.getByRole('button', { name: localeText(lng, 'flows.workspace.closeSheet') });
    await expect(close).toBeVisible();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, where(`a flow in the editor, its ${name} sheet`, device));
    await close.click();
    await expect(close).toBeHidden();
    await waitForAnimations(page);
  }
}

/** The screens below an area's own page, reached from it the way a person does. */
const SCREENS_BELOW: Partial<
  Record<AreaPath, (page: Page, lng: Language, where: Where) => Promise<void>>
> = {
  '/flows': async (page, lng, where) => {
    await page.getByRole('link', { name: 'Password reset' }).first().click();
    await expect(portal(page).pageHeading).toHaveText('Password reset');
    const canvas = page.getByRole('region', { name: localeText(lng, 'flows.canvas.label') });
    await expect(
      canvas.getByRole('group', {
        name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.start')}`),
      }),
    ).toBeVisible();
    // A step selected, so the settings panel shows its fields.
    await canvas
      .getByRole('group', { name: new RegExp(`^${localeText(lng, 'flows.nodeTypes.say')}`) })
      .first()
      .click();
    await waitForAnimations(page);
    await expectWorkspaceWithoutViolations(page, lng, where);
    await turnToOtherWidth(page);
    await expectWorkspaceWithoutViolations(page, lng, where);
  },

  '/train': async (page, lng, where) => {
    await page.getByRole('grid').getByRole('link', { name: 'agent.request' }).click();
    await expect(portal(page).pageHeading).toHaveText('agent.request');
    // The intent's examples in the interface language (its tab opens first).
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'an intent');
    // An example another intent has, typed: flagged with its fix while the field keeps it.
    const orderStatus = await page.request.get('/api/v1/intents/intent-2');
    const { examples: orderExamples } = (await orderStatus.json()) as {
      examples: { text: string; language: string }[];
    };
    const taken = orderExamples.find((example) => example.language === lng)!.text;
    const newExample = page.getByRole('tabpanel').getByRole('textbox').last();
    await newExample.fill(taken);
    await expect(
      page.getByRole('status').getByText(localeText(lng, 'train.duplicates.same')),
    ).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'an example flagged while typed');
    await newExample.fill('');

    await page.getByRole('link', { name: localeText(lng, 'train.intent.back') }).click();
    await page
      .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
      .getByRole('link', { name: localeText(lng, 'train.sections.models') })
      .click();
    await expectSettled(page, lng, 'train.title');
    const models = page.getByRole('region', { name: localeText(lng, 'train.models.title') });
    await expect(models.getByRole('listitem').first()).toBeVisible();
    await expect(
      page.getByRole('heading', { name: localeText(lng, 'train.tests.title'), exact: true }),
    ).toBeVisible();
    await expectNoViolationsAtBothWidths(page, where, 'the training models');

    // A model's figures per intent, its confusion matrix and the examples of one confusion.
    await models
      .getByRole('link', { name: localeText(lng, 'train.report.link') })
      .first()
      .click();
    const matrix = page.getByRole('table', { name: localeText(lng, 'train.report.matrixTitle') });
    await expect(matrix).toBeVisible();
    await expectMainLoaded(page);
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'a model’s figures per intent');
    await matrix.getByRole('button').first().click();
    const examples = page.getByRole('dialog');
    await expect(examples.getByRole('listitem').first()).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the examples of a confusion');
    await page.keyboard.press('Escape');
    await expect(examples).toBeHidden();
    await page.getByRole('link', { name: localeText(lng, 'train.report.back') }).click();
    await expectSettled(page, lng, 'train.title');

    await page
      .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
      .getByRole('link', { name: localeText(lng, 'train.sections.entities') })
      .click();
    await expectSettled(page, lng, 'train.title');
    await expect(
      page
        .getByRole('list', { name: localeText(lng, 'train.entities.label') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoViolationsAtBothWidths(page, where, 'the training entities');

    await page
      .getByRole('navigation', { name: localeText(lng, 'train.sections.label') })
      .getByRole('link', { name: localeText(lng, 'train.sections.inbox') })
      .click();
    await expectSettled(page, lng, 'train.title');
    await expect(
      page
        .getByRole('list', { name: localeText(lng, 'train.inbox.label') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expectNoViolationsAtBothWidths(page, where, 'the training inbox');
  },

  '/incoming': async (page, lng, where) => {
    await page.getByRole('grid').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/incoming\/[^/?]+$/);
    await expectSettled(page, lng, 'incoming.detail.title');
    await expectNoViolationsAtBothWidths(page, where, 'a conversation');
  },

  '/configuration': async (page, lng, where) => {
    await page.getByRole('main').getByRole('link', { name: 'default', exact: true }).click();
    await expect(portal(page).pageHeading).toHaveText('default');
    for (const tab of CONFIGURATION_TABS) {
      await page
        .getByRole('tab', { name: localeText(lng, `configuration.tabs.${tab}`), exact: true })
        .click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(
        page.getByRole('main').locator('[aria-busy="true"]').filter({ visible: true }),
      ).toHaveCount(0);
      await waitForAnimations(page);
      await expectNoViolationsAtBothWidths(page, where, `the configuration's ${tab} tab`);
    }
  },

  '/tech': async (page, lng, where) => {
    for (const section of TECH_SECTIONS) {
      await page
        .getByRole('navigation', { name: localeText(lng, 'tech.sections.label') })
        .getByRole('link', { name: localeText(lng, `tech.sections.${section}`) })
        .click();
      await expectSettled(page, lng, 'tech.title');
      await expectNoViolationsAtBothWidths(page, where, `the technical ${section} section`);
    }
    const voice = (await (
      await page.request.get('/api/v1/conversations?channel=voice&pageSize=1')
    ).json()) as { items: { id: string }[] };
    await page.goto(`/tech/calls/${voice.items[0]!.id}`);
    await expectSettled(page, lng, 'tech.latency.title');
    await expectNoViolationsAtBothWidths(page, where, 'a call’s latency waterfall');
  },
};

/**
 * Conversation tests: a transcript's links into the flow and its replay menu, keeping the
 * conversation as a test (the page and its dialog), the bot's tests, a run's results, a test's
 * editor, and the publish dialog with the test guard's findings. Reached from the flows list.
 */
async function walkFlowTests(page: Page, lng: Language, where: Where): Promise<void> {
  await page.goto(`/incoming/conv-0311?lng=${lng}`);
  await expectSettled(page, lng, 'incoming.detail.title');
  const replay = page.getByRole('button', {
    name: localeText(lng, 'incoming.transcript.replayOf').replace('{{turn}}', '1'),
  });
  await expect(replay).toBeVisible();
  await expectNoViolationsAtBothWidths(page, where, 'a conversation that ran a flow');
  await replay.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await waitForAnimations(page);
  await expectNoAxeViolations(page, where('a transcript turn’s replay menu', deviceOf(page)));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page
    .getByRole('link', { name: localeText(lng, 'incoming.conversation.saveAsTest') })
    .click();
  await expectSettled(page, lng, 'flows.saveTest.pageTitle');
  await expectNoViolationsAtBothWidths(page, where, 'a new test from a conversation');
  await page.getByRole('button', { name: localeText(lng, 'flows.saveTest.openDialog') }).click();
  const saveDialog = page.getByRole('dialog');
  await expect(saveDialog).toBeVisible();
  await waitForAnimations(page);
  await expectNoViolationsAtBothWidths(page, where, 'saving a conversation as a test');
  await page.keyboard.press('Escape');
  await expect(saveDialog).toBeHidden();

  await navigateTo(page, '/flows');
  await expectSettled(page, lng, 'flows.title');
  await page.getByRole('link', { name: localeText(lng, 'flows.tests.open') }).click();
  await expectSettled(page, lng, 'flows.tests.title');
  await expectNoViolationsAtBothWidths(page, where, 'a bot’s conversation tests');
  const tests = page.getByRole('main').getByRole('link', { name: /Order status|Password reset/ });
  const first = (await tests.first().textContent()) ?? '';
  // A test's duplicate and delete dialogs, from its actions menu.
  for (const action of ['duplicate', 'delete'] as const) {
    await page
      .getByRole('main')
      .getByRole('button', {
        name: localeText(lng, 'flows.tests.actions.menu').replace('{{name}}', first),
      })
      .first()
      .click();
    await page
      .getByRole('menuitem', { name: localeText(lng, `flows.tests.actions.${action}`) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, `a test's ${action} dialog`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  await page.getByRole('button', { name: localeText(lng, 'flows.tests.run.submit') }).click();
  await expect(portal(page).pageHeading).not.toHaveText(localeText(lng, 'flows.tests.title'));
  await expectMainLoaded(page);
  await waitForAnimations(page);
  await expectNoViolationsAtBothWidths(page, where, 'a test run’s results');

  await page.goBack();
  await expectSettled(page, lng, 'flows.tests.title');
  await page.getByRole('main').getByRole('link', { name: first, exact: true }).first().click();
  await expect(portal(page).pageHeading).toHaveText(first);
  await expectMainLoaded(page);
  await waitForAnimations(page);
  await expectNoViolationsAtBothWidths(page, where, 'a conversation test’s editor');

  // The publish dialog and the guard's findings, opened from the editor on a laptop.
  if (deviceOf(page) === 'phone') await turnToOtherWidth(page);
  await page.goto(`/flows/flow-order-status?lng=${lng}`);
  await expect(portal(page).pageHeading).toHaveText('Order status');
  await page.getByRole('button', { name: localeText(lng, 'flows.publish.open') }).click();
  const publish = page.getByRole('dialog');
  await expect(
    publish.getByText(localeText(lng, 'flows.publish.tests.noneNewlyFailing')),
  ).toBeVisible({ timeout: 30_000 });
  await waitForAnimations(page);
  await expectNoViolationsAtBothWidths(page, where, 'the publish dialog with the test guard');
  await page.keyboard.press('Escape');
  await expect(publish).toBeHidden();
}

/** Screens walked on their own, grouped with the areas like an area's screens. */
const WALKS = { 'flow tests': walkFlowTests } as const;

/**
 * The areas in navigation order, in groups that take about as long to check, each group a test
 * of its own: the 2 workers share the walk instead of one of them taking a language at a time.
 */
const AREA_GROUPS: (AreaPath | keyof typeof WALKS)[][] = [
  ['/dashboard', '/flows'],
  ['/train', '/incoming'],
  ['/configuration', 'flow tests'],
  ['/tech', '/users', '/account', '/support'],
];

test.describe.configure({ mode: 'parallel' });

/** Opens Home signed in (the worker's shared session) in `lng` and checks that it settled. */
async function openHome(page: Page, lng: Language): Promise<void> {
  await addSharedSession(page);
  await page.goto(`/?lng=${lng}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expectSettled(page, lng, 'homepage.title');
}

for (const lng of LANGUAGES) {
  const at = `in ${lng} at ${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px`;
  const where: Where = (screen, device) =>
    `${screen} (${lng}, ${device} ${VIEWPORTS[device].width} px)`;

  test(`the login screen, Home, the navigation and the not-found page have no axe violations ${at}`, async ({
    page,
  }) => {
    // Generous for a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.goto(`/?lng=${lng}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lng);
    const signInButton = page.getByRole('button', {
      name: localeText(lng, 'login.signIn'),
      exact: true,
    });
    await expect(signInButton).toBeVisible();
    await waitForAnimations(page);
    await expectNoViolationsAtBothWidths(page, where, 'the login screen');

    await openHome(page, lng);
    await expectNoViolationsAtBothWidths(page, where, 'Home');

    // The navigation a phone opens over the page.
    if (deviceOf(page) !== 'phone') await turnToOtherWidth(page);
    const menuButton = page.getByRole('button', { name: localeText(lng, 'layout.nav.open') });
    await menuButton.click();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, where('the open navigation', 'phone'));
    // Closed by a tap beside it: after Escape the menu button gets keyboard focus back,
    // whose pulsating focus ripple never stops animating.
    await page.mouse.click(VIEWPORTS.phone.width - 10, VIEWPORTS.phone.height / 2);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await waitForAnimations(page);

    await page.goto('/no-such-page');
    await expectSettled(page, lng, 'notFound.title');
    await expectNoViolationsAtBothWidths(page, where, 'the not-found page');
  });

  for (const group of AREA_GROUPS) {
    test(`${group.join(', ')} and the screens below have no axe violations ${at}`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(VIEWPORTS.desktop);
      // From Home through the navigation, as a person gets there.
      await openHome(page, lng);
      for (const path of group) {
        if (path === 'flow tests') {
          await WALKS[path](page, lng, where);
          continue;
        }
        const screen = AREA_SCREENS.find((area) => area.path === path)!;
        await navigateTo(page, screen.path);
        await expectSettled(page, lng, screen.heading);
        await expectNoViolationsAtBothWidths(page, where, screen.path);
        await SCREENS_BELOW[path]?.(page, lng, where);
      }
    });
  }
}
