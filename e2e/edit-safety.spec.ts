import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './helpers/axe';
import { expectLayout, portal, waitForAnimations } from './helpers/portal';
import { resetMockScopeBeforeEach } from './helpers/mockData';
import { ALICE } from './helpers/login';
import { openSignedIn } from './helpers/session';
import { IDP_URL } from './helpers/env';

/**
 * Nothing typed is lost: in each editor, text typed into a field and not left yet survives a
 * reload, a click elsewhere, a language switch, a closed tab and a lost connection, ending saved,
 * warned about or offered back.
 */
interface Editor {
  name: string;
  scope: 'flows' | 'configuration' | 'training';
  path: string;
  /** The field the person types into, once the editor is on screen. */
  field: (page: Page) => Promise<Locator>;
  /** A field that turns editable once the person's permissions are known (read-only until then). */
  ready: (page: Page) => Locator;
  /** Shows the part of the editor where the typed text ends up (a step's settings). */
  reveal?: (page: Page) => Promise<void>;
  /** How the editor saves: its own autosave, or the person's Save. */
  save?: (page: Page) => Promise<void>;
  /** Says everything is saved. */
  saved: (page: Page) => Locator;
}

async function selectSay(page: Page) {
  const step = page.getByRole('region', { name: 'Flow canvas' }).getByRole('group', {
    name: /^Say/,
  });
  await step.first().focus();
  // Space selects; Enter would also move the focus into the settings.
  await step.first().press(' ');
}

const EDITORS: Editor[] = [
  {
    name: 'flow step text',
    scope: 'flows',
    path: '/flows/flow-order-status',
    field: async (page) => {
      await selectSay(page);
      return page.getByRole('textbox', { name: 'Text in German' });
    },
    ready: (page) => page.getByRole('toolbar').getByRole('textbox', { name: 'Flow name' }),
    reveal: selectSay,
    saved: (page) => page.getByRole('toolbar').getByText('All changes saved'),
  },
  {
    name: 'configuration field',
    scope: 'configuration',
    path: '/configuration/cfg-default',
    field: async (page) => page.getByRole('textbox', { name: /^Name/ }),
    ready: (page) => page.getByRole('textbox', { name: /^Name/ }),
    save: (page) => page.getByRole('button', { name: 'Save draft' }).click(),
    saved: (page) => page.getByText('All changes are saved.'),
  },
  {
    name: 'intent example',
    scope: 'training',
    path: '/train/intents/intent-2?language=en-US',
    field: async (page) => page.getByRole('textbox', { name: 'New example in English' }),
    ready: (page) => page.getByRole('textbox', { name: 'New example in English' }),
    save: (page) => page.getByRole('button', { name: 'Save', exact: true }).click(),
    saved: (page) => page.getByText('All changes saved'),
  },
];

/** Typed key by key, as a person does (the browser's leave question needs a person's input). */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('End');
  await field.pressSequentially(text);
}

/** Whether some text field of the page holds `text` (typed input may have moved into a list). */
async function fieldsHolding(page: Page, text: string): Promise<number> {
  const values = await page
    .locator('input, textarea')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));
  return values.filter((value) => value.includes(text)).length;
}

async function expectTextKept(page: Page, editor: Editor, text: string) {
  await editor.reveal?.(page);
  await expect.poll(() => fieldsHolding(page, text)).toBeGreaterThan(0);
}

/** Back in the editor: a kept copy on offer is restored (true); a saved text needs nothing. */
async function expectTextBack(page: Page, editor: Editor, text: string): Promise<boolean> {
  await expect(portal(page).pageHeading).toBeVisible();
  // A kept copy is offered once the editor knows the person may edit: asking earlier misses it.
  await expect(editor.ready(page)).toBeEditable();
  const restore = page.getByRole('button', { name: 'Restore them' });
  const offered = await restore.isVisible();
  if (offered) {
    // Checked once the page is still: a colour mid-transition is no colour anyone reads.
    await waitForAnimations(page);
    await expectNoAxeViolations(page, `${editor.name}: the kept copy on offer`);
    await restore.click();
  }
  await expectTextKept(page, editor, text);
  return offered;
}

/** Counts the saves of the editor's own record: nothing may be saved behind the person's back. */
function countSaves(page: Page, editor: Editor) {
  const paths = {
    flows: '/api/v1/flows/',
    configuration: '/api/v1/bot-configs/',
    training: '/api/v1/intents/',
  };
  const saves: string[] = [];
  page.on('request', (request) => {
    if (
      request.method() === 'PUT' &&
      new URL(request.url()).pathname.startsWith(paths[editor.scope])
    )
      saves.push(request.url());
  });
  return saves;
}

/** Accepts the browser's leave question, noting that it was asked. */
function answerLeaveQuestions(page: Page) {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

/** A new tab has no session (the portal keeps it per tab): sign in again, maybe without a form. */
async function signInInNewTab(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await portal(page).signInButton.click();
  const idp = new URL(IDP_URL).origin;
  const form = page.getByLabel('Username');
  await page.waitForURL(
    (url) => url.origin === idp || url.pathname === new URL(path, 'http://x').pathname,
  );
  if (new URL(page.url()).origin === idp && (await form.isVisible())) {
    await form.fill(ALICE.username);
    await page.getByLabel('Password').fill(ALICE.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
  await expectLayout(page);
  return page;
}

for (const editor of EDITORS) {
  test.describe(`Edit safety: ${editor.name}`, () => {
    // A saved configuration name (e.g. `defaultKeptOffline`) must not outlive its test.
    resetMockScopeBeforeEach(editor.scope, { resetAfter: editor.scope === 'configuration' });

    test('a reload asks first and offers the typed text back', async ({ page }) => {
      await openSignedIn(page, { path: editor.path });
      const asked = answerLeaveQuestions(page);
      await typeInto(await editor.field(page), 'KeptOverReload');
      await page.reload();
      // Unsaved at the reload (the flow's autosave may have been quicker): asked, then offered.
      const offered = await expectTextBack(page, editor, 'KeptOverReload');
      if (offered) expect(asked).toContain('beforeunload');
    });

    test('a click on another area asks, and Stay keeps the text', async ({ page }) => {
      await openSignedIn(page, { path: editor.path });
      await typeInto(await editor.field(page), 'KeptElsewhere');
      await page.locator('#main-navigation a[href="/dashboard"]').click();
      const question = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: 'Stay and keep editing' }).click();
      await expect(page).not.toHaveURL(/\/dashboard/);
      await expectTextKept(page, editor, 'KeptElsewhere');
    });

    test('a language switch keeps the text', async ({ page }) => {
      await openSignedIn(page, { path: editor.path });
      await typeInto(await editor.field(page), 'KeptOverLanguage');
      await page.getByRole('button', { name: /^Language/ }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect.poll(() => fieldsHolding(page, 'KeptOverLanguage')).toBeGreaterThan(0);
    });

    test('a closed tab offers the text back when the address is opened again', async ({
      page,
      context,
    }) => {
      await openSignedIn(page, { path: editor.path });
      answerLeaveQuestions(page);
      await typeInto(await editor.field(page), 'KeptWhenClosed');
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => page.isClosed()).toBe(true);
      const again = await signInInNewTab(context, editor.path);
      await expectTextBack(again, editor, 'KeptWhenClosed');
    });

    test('a lost connection during the save keeps the text and saves it once back', async ({
      page,
      context,
    }) => {
      await openSignedIn(page, { path: editor.path });
      const saves = countSaves(page, editor);
      await typeInto(await editor.field(page), 'KeptOffline');
      await context.setOffline(true);
      if (editor.save) {
        await editor.save(page);
        await expect(
          page.getByText('Your changes could not be saved. They are still here.'),
        ).toBeVisible();
      } else {
        await expect(page.getByText(/^Not saved: the connection is lost/)).toBeVisible({
          timeout: 15_000,
        });
      }
      await expectTextKept(page, editor, 'KeptOffline');
      await context.setOffline(false);
      if (editor.save) await editor.save(page);
      else if (await page.getByRole('button', { name: 'Save again' }).isVisible())
        await page.getByRole('button', { name: 'Save again' }).click();
      await expect(editor.saved(page)).toBeVisible({ timeout: 15_000 });
      expect(saves.length).toBeGreaterThan(0);
      await page.reload();
      await expectTextKept(page, editor, 'KeptOffline');
    });
  });
}

test.describe('Edit safety: actions on other records', () => {
  resetMockScopeBeforeEach('configuration', { resetAfter: true });

  test('adding a phone number does not save the configuration’s draft', async ({ page }) => {
    await openSignedIn(page, { path: '/configuration/cfg-default' });
    const saves = countSaves(page, EDITORS[1]!);
    await typeInto(page.getByRole('textbox', { name: /^Name/ }), '-draft');
    await page.getByRole('tab', { name: /^Channels/ }).click();
    await page.getByRole('button', { name: 'Add phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add phone number' });
    await dialog.getByRole('textbox', { name: /Number/ }).fill('abc');
    await dialog.getByRole('textbox', { name: /Provider/ }).fill('Sipgate');
    await dialog.getByRole('button', { name: 'Add phone number' }).click();
    await expect(dialog.getByText(/not a valid phone number/)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Number/ }).fill('+49 (0)30 1234567');
    await dialog.getByRole('button', { name: 'Add phone number' }).click();
    await expect(
      page.getByRole('rowheader', { name: '+49 30 1234567', exact: true }),
    ).toBeVisible();
    expect(saves).toHaveLength(0);
    await expect(page.getByText('1 unsaved change')).toBeVisible();
  });
});
