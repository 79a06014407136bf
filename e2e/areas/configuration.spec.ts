import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { resetMockScopeBeforeEach } from '../helpers/mockData';
import { openSignedIn } from '../helpers/session';
import { openSecondTab } from '../helpers/security';
import { portal, VIEWPORTS, waitForAnimations } from '../helpers/portal';
import { expectNoSidewaysScrolling } from '../helpers/fitsScreen';

const DEFAULT_CONFIG = '/configuration/cfg-default';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
}

async function fill(page: Page, field: string, value: string) {
  const input = page.getByRole('spinbutton', { name: field });
  await input.fill(value);
}

test.describe('Configuration area', () => {
  resetMockScopeBeforeEach('configuration');

  test('changes the German voice and the end-of-speech silence, previews the voice and saves', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/configuration' });
    await page.getByRole('link', { name: 'default', exact: true }).click();
    await expect(portal(page).pageHeading).toHaveText('default');
    await openTab(page, 'Speech and voice');

    const german = page.getByRole('region', { name: 'German' });
    await german.getByRole('combobox', { name: 'Voice' }).click();
    await page.getByRole('option', { name: 'Conrad' }).click();
    await fill(page, 'End-of-speech silence (ms)', '900');
    await expect(
      page.getByRole('tab', { name: 'Speech and voice, 2 unsaved changes' }),
    ).toBeVisible();

    const preview = page.waitForResponse((response) => response.url().endsWith('/tts-previews'));
    await german.getByRole('button', { name: 'Play a sample of the German voice' }).click();
    const answer = await preview;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('audio/wav');
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
      voice: 'de-DE-ConradNeural',
      language: 'de-DE',
    });
    await expect(
      german.getByLabel('Play a sample of the German voice').and(german.locator('audio')),
    ).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('The sample could not be played.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The draft of “default” was saved.')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'All changes are saved.' }),
    ).toBeVisible();
    const saved = await (await page.request.get('/api/v1/bot-configs/cfg-default')).json();
    expect(saved.speech.languages['de-DE'].voice).toBe('de-DE-ConradNeural');
    expect(saved.speech.endOfSpeechSilenceMs).toBe(900);
    expect(saved.version).toBe(4);
  });

  test('a second tab’s stale save opens the conflict dialog and merges, nothing is overwritten', async ({
    page,
  }) => {
    await openSignedIn(page, { path: DEFAULT_CONFIG });
    const second = await openSecondTab(page, `${DEFAULT_CONFIG}?tab=speech`);
    await openTab(page, 'Speech and voice');

    // The first tab saves a silence and a longer retention (in front: background tabs do not
    // run the snackbar's transition).
    await page.bringToFront();
    await fill(page, 'End-of-speech silence (ms)', '800');
    await openTab(page, 'Privacy');
    await fill(page, 'Keep recordings and transcripts for (days)', '120');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The draft of “default” was saved.')).toBeVisible();

    // The second tab still edits version 3 and changes the same silence.
    await second.bringToFront();
    await fill(second, 'End-of-speech silence (ms)', '700');
    await second.getByRole('button', { name: 'Save draft' }).click();
    const dialog = second.getByRole('dialog', { name: 'Someone else saved this in the meantime' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Their value: 800' })).toBeChecked();
    await waitForAnimations(second);
    await expectNoAxeViolations(second, 'the configuration conflict dialog');
    await dialog.getByRole('radio', { name: 'My value: 700' }).check();
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(second.getByText('The draft of “default” was saved.')).toBeVisible();

    const saved = await (await page.request.get('/api/v1/bot-configs/cfg-default')).json();
    expect(saved.speech.endOfSpeechSilenceMs).toBe(700);
    expect(saved.privacy.retentionDays).toBe(120);
    expect(saved.version).toBe(5);
  });

  test('adds a phone number: a bad E.164 value is refused at the field, a good one is added', async ({
    page,
  }) => {
    await openSignedIn(page, { path: `${DEFAULT_CONFIG}?tab=channels` });
    await page.getByRole('button', { name: 'Add phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add phone number' });
    await dialog.getByRole('textbox', { name: 'Number' }).fill('030 1234');
    await dialog.getByRole('textbox', { name: 'Provider' }).fill('Sipgate');
    await dialog.getByRole('button', { name: 'Add phone number' }).click();
    await expect(dialog.getByText(/Enter the number in international format/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Number' })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Number' }).fill('+49 40 1234567');
    await dialog.getByRole('button', { name: 'Add phone number' }).click();
    await expect(dialog).toBeHidden();
    // Stored in E.164, shown in the international format.
    await expect(
      page.getByRole('rowheader', { name: '+49 40 1234567', exact: true }),
    ).toBeVisible();
  });

  test('puts the draft into production and shows the revision with its changes', async ({
    page,
  }) => {
    await openSignedIn(page, { path: DEFAULT_CONFIG });
    await page.getByRole('button', { name: 'Put into production' }).click();
    const dialog = page.getByRole('dialog', { name: 'Put “default” into production' });
    await expect(dialog.getByRole('row', { name: /Keep recordings.*60.*90/ })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Notes for your colleagues' })
      .fill('Longer retention');
    await dialog.getByRole('button', { name: 'Put into production' }).click();
    await expect(page.getByText('“default” is in production.')).toBeVisible();
    await expect(page.getByText('In production', { exact: true })).toBeVisible();

    await openTab(page, 'History');
    await expect(
      page.getByRole('heading', { name: 'Version 3: Put into production' }),
    ).toBeVisible();
    await expect(page.getByText('Longer retention')).toBeVisible();
    await page.getByRole('button', { name: 'Show changes of version 3' }).first().click();
    await expect(
      page.getByRole('table', { name: 'Changes in version 3' }).getByRole('row', {
        name: /Keep recordings/,
      }),
    ).toBeVisible();
  });

  test('fits a phone and works by keyboard: tabs by arrow keys, focus after navigation', async ({
    page,
  }) => {
    // Signed in at desktop width, where the navigation that openSignedIn waits for is on screen.
    await openSignedIn(page, { path: '/configuration' });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('link', { name: 'default', exact: true }).click();
    await expect(portal(page).pageHeading).toHaveText('default');
    await expect(portal(page).pageHeading).toBeFocused();
    await page.getByRole('tab', { name: 'Speech and voice' }).click();
    const silence = page.getByRole('spinbutton', { name: 'End-of-speech silence (ms)' });
    await expect(silence).toBeVisible();
    await expectNoSidewaysScrolling(page, 'the speech tab');
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeInViewport();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the configuration speech tab at 390 px');

    // The tabs by keyboard: arrow keys move between them, Enter opens one (checked last: a
    // keyboard-focused tab's ripple pulses for as long as it has focus).
    await page.getByRole('tab', { name: 'Speech and voice' }).focus();
    await page.keyboard.press('ArrowRight');
    const channels = page.getByRole('tab', { name: 'Channels' });
    await expect(channels).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(channels).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Add phone number' })).toBeVisible();
  });
});
