import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/axe';
import { resetMockScopeBeforeEach } from '../helpers/mockData';
import { openSignedIn } from '../helpers/session';
import { openSecondTab } from '../helpers/security';
import { portal, VIEWPORTS, waitForAnimations } from '../helpers/portal';
import { expectNoSidewaysScrolling } from '../helpers/fitsScreen';

/** The seed has intents with too few examples: Train asks first, naming them, then starts. */
async function trainAnyway(page: Page, training: Locator) {
  await training.getByRole('button', { name: 'Train' }).click();
  const ask = page.getByRole('dialog', { name: 'Train despite problems?' });
  await expect(ask).toContainText(/intents? ha(s|ve) problems/);
  await ask.getByRole('button', { name: 'Train anyway' }).click();
}

/** Trains from the Training page and follows the link to the new model in the list. */
async function trainAndReview(page: Page) {
  const training = page.getByRole('region', { name: 'Model training' });
  await trainAnyway(page, training);
  const review = training.getByRole('link', {
    name: 'A new model is ready: review it and activate it.',
  });
  await expect(review).toBeVisible({ timeout: 15_000 });
  await review.click();
}

test.describe('Training area: intents', () => {
  resetMockScopeBeforeEach('training');

  test('adds examples, is told which intent already has one, and saves with its version', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train' });
    await expect(portal(page).pageHeading).toHaveText('Training');
    const intents = page.getByRole('grid', { name: 'Intents' });
    const agent = intents.getByRole('row').filter({ hasText: 'agent.request' });
    // Two languages of five have examples: three problems, and it waits for training.
    await expect(agent).toContainText('Needs training');
    await expect(agent.getByRole('gridcell', { name: '3', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'the intents');

    await page.getByRole('searchbox', { name: 'Search intents' }).fill('order');
    await expect(page).toHaveURL(/[?&]q=order/);
    await expect(intents.getByRole('row')).toHaveCount(2);
    await intents.getByRole('link', { name: 'order.status' }).click();
    await expect(portal(page).pageHeading).toHaveText('order.status');
    await expect(portal(page).pageHeading).toBeFocused();

    // English first (the interface language); its two examples are listed.
    const english = page.getByRole('tab', { name: 'English (2)' });
    await expect(english).toHaveAttribute('aria-selected', 'true');
    const newExample = page.getByRole('textbox', { name: 'New example in English' });
    await newExample.fill('Has my parcel shipped yet?');
    await newExample.press('Enter');
    await expect(page.getByRole('tab', { name: 'English (3)' })).toBeVisible();
    await expect(page.getByText('1 unsaved change')).toBeVisible();

    // An example password.reset already has: refused at the field, naming that intent.
    await newExample.fill('I forgot my password.');
    await page.getByRole('button', { name: 'Add example' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const taken = page.getByRole('textbox', { name: 'Example 4 in English' });
    await expect(taken).toBeFocused();
    await expect(
      page.getByText('The intent “password.reset” already has this example.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Remove example 4' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await expect(page.getByText(/^Version 2, changed by /)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Example 3 in English' })).toHaveValue(
      'Has my parcel shipped yet?',
    );
  });

  test('two tabs change one intent: a change to another language is merged, the same field is asked', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train/intents/intent-2' });
    await expect(portal(page).pageHeading).toHaveText('order.status');
    const second = await openSecondTab(page, '/train/intents/intent-2?language=de-DE');
    await expect(portal(second).pageHeading).toHaveText('order.status');

    // The colleague (first tab) changes the description and saves.
    const description = (tab: typeof page) => tab.getByRole('textbox', { name: 'Description' });
    await description(page).fill('Where an order is.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Intent “order.status” saved.')).toBeVisible();

    // The second tab, on its old copy, adds a German example and changes the description too.
    await second
      .getByRole('textbox', { name: 'New example in German' })
      .fill('Wann kommt mein Paket?');
    await second.getByRole('button', { name: 'Add example' }).click();
    await description(second).fill('Orders and deliveries.');
    await second.getByRole('button', { name: 'Save' }).click();
    const dialog = second.getByRole('dialog', { name: 'Someone else saved this in the meantime' });
    await expect(dialog).toBeVisible();
    // Only the description is asked about: the German example did not collide.
    await expect(
      dialog.getByRole('radio', { name: 'Their value: Where an order is.' }),
    ).toBeChecked();
    await expect(dialog.getByText(/German/)).toHaveCount(0);
    await waitForAnimations(second);
    await expectNoAxeViolations(second, 'the intent conflict dialog');
    await dialog.getByRole('button', { name: 'Save my choices' }).click();
    await expect(second.getByText('Intent “order.status” saved.')).toBeVisible();

    await page.reload();
    await expect(description(page)).toHaveValue('Where an order is.');
    await page.getByRole('tab', { name: /^German/ }).click();
    await expect(page.getByRole('textbox', { name: 'Example 3 in German' })).toHaveValue(
      'Wann kommt mein Paket?',
    );
  });

  test('creates an intent with a checked name, and deletes it after confirming', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train' });
    await page.getByRole('button', { name: 'New intent' }).click();
    const dialog = page.getByRole('dialog', { name: 'New intent' });
    const name = dialog.getByRole('textbox', { name: 'Intent name' });
    await name.fill('Delivery Late');
    await dialog.getByRole('button', { name: 'Create intent' }).click();
    await expect(
      dialog.getByText('Use lower-case letters, digits, “_” and “.”, starting with a letter.'),
    ).toBeVisible();
    await name.fill('order.status');
    await dialog.getByRole('button', { name: 'Create intent' }).click();
    await expect(dialog.getByText('This value is already taken.')).toBeVisible();
    await name.fill('delivery.late');
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the new-intent dialog');
    await dialog.getByRole('button', { name: 'Create intent' }).click();
    await expect(portal(page).pageHeading).toHaveText('delivery.late');
    await expect(page.getByText('No examples in this language yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete intent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete intent' });
    await expect(confirm).toContainText('Delete “delivery.late” and its examples?');
    await confirm.getByRole('button', { name: 'Delete intent' }).click();
    await expect(portal(page).pageHeading).toHaveText('Training');
    await expect(page.getByRole('link', { name: 'delivery.late' })).toHaveCount(0);
  });

  test('imports a Rasa file after checking it, and exports a language that reads back', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train' });
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import training data' });
    const rasa = (name: string) => ({
      name: 'late.yml',
      mimeType: 'application/yaml',
      buffer: Buffer.from(
        `version: "3.1"\nnlu:\n- intent: ${name}\n  examples: |\n    - My parcel is [two days](duration) late\n    - Where is my order?\n`,
      ),
    });
    await dialog.locator('input[type="file"]').setInputFiles(rasa('Delivery Late'));
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const report = dialog.getByRole('region', { name: 'Check result' });
    await expect(report).toContainText('Line 5: not a valid intent name');
    await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page, 'an import refused with its lines');

    // Fixed, checked again, then merged.
    await dialog.locator('input[type="file"]').setInputFiles(rasa('delivery.late'));
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expect(report).toContainText('The file can be imported.');
    await expect(report).toContainText('is already an example of order.status');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toBeHidden();
    const row = page
      .getByRole('grid', { name: 'Intents' })
      .getByRole('row', { name: /delivery\.late/ });
    await expect(row).toContainText('Needs training');

    await page.getByRole('button', { name: 'Export' }).click();
    const exporting = page.getByRole('dialog', { name: 'Export training data' });
    await exporting.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'Rasa YAML' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exporting.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('training-en-US.yml');
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('- intent: delivery.late');
    expect(file).toContain('My parcel is [two days](duration) late');
  });

  test('fits a phone: the list and an intent without sideways scrolling', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, { path: '/train' });
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(page.getByRole('link', { name: 'order.status' })).toBeVisible();
    await waitForAnimations(page);
    await expectNoSidewaysScrolling(page, 'the intents');
    await page.getByRole('link', { name: 'order.status' }).click();
    await expect(portal(page).pageHeading).toHaveText('order.status');
    await expect(page.getByRole('button', { name: 'Add example' })).toBeVisible();
    await waitForAnimations(page);
    await expectNoSidewaysScrolling(page, 'an intent');
    await expectNoAxeViolations(page, 'an intent at phone width');
  });
});

test.describe('Training area: model training', () => {
  resetMockScopeBeforeEach('training');

  test('a training fails naming the intent without examples, then succeeds once it is gone', async ({
    page,
  }) => {
    // An intent without examples, as a colleague might have left it.
    const created = await page.request.post('/api/v1/intents', {
      data: { name: 'refund.request', description: '', examples: [] },
    });
    expect(created.status()).toBe(201);
    await openSignedIn(page, { path: '/train' });
    const training = page.getByRole('region', { name: 'Model training' });
    await expect(training).toContainText('2 intents changed since the last training.');

    await trainAnyway(page, training);
    await expect(training.getByRole('progressbar')).toBeVisible();
    await expect(training).toContainText(/Started by /);
    await expect(training).toContainText('The training failed: these intents have no examples.', {
      timeout: 15_000,
    });
    await expectNoAxeViolations(page, 'a failed training');
    await training.getByRole('link', { name: 'refund.request' }).click();
    await expect(portal(page).pageHeading).toHaveText('refund.request');

    await page.getByRole('button', { name: 'Delete intent' }).click();
    await page
      .getByRole('dialog', { name: 'Delete intent' })
      .getByRole('button', { name: 'Delete intent' })
      .click();
    await expect(portal(page).pageHeading).toHaveText('Training');
    await trainAnyway(page, training);
    await expect(training).toContainText(/Last trained by .+\./, { timeout: 15_000 });
    await expect(training).toContainText('The model is up to date with the intents.');
    const agent = page.getByRole('grid', { name: 'Intents' }).getByRole('row').filter({
      hasText: 'agent.request',
    });
    await expect(agent).toContainText('Trained');
  });

  test('a new model is compared before it is activated, tried, pinned and rolled back', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train' });
    await trainAndReview(page);
    await expect(page).toHaveURL(/\/train\/models$/);
    await expect(portal(page).pageHeading).toBeFocused();

    // The new model has learned agent.request, which takes over a pinned billing sentence.
    const models = page.getByRole('region', { name: 'Models' });
    const newest = models.getByRole('listitem').first();
    await newest.getByRole('button', { name: /^Activate the model of / }).click();
    const guard = page.getByRole('dialog', { name: /^Activate the model of / });
    const pinned = guard.getByRole('region', { name: 'Pinned test sentences' });
    await expect(pinned).toContainText('Would change intent: 1 of 3');
    await expect(pinned.getByRole('listitem')).toContainText(
      /Can I talk to someone about my invoice\?Now billing\.question \(\d+%\), then agent\.request \(\d+%\)Should stay billing\.question/,
    );
    await expect(
      guard.getByRole('region', { name: 'Caller sentences of the last 30 days' }),
    ).toContainText(/Would change intent: \d+ of \d+/);
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'the regression guard');
    const activate = guard.getByRole('button', { name: 'Activate' });
    await expect(activate).toBeDisabled();
    await guard
      .getByRole('checkbox', { name: /I have checked the changed test sentences/ })
      .check();
    await activate.click();
    await expect(guard).toBeHidden();
    await expect(newest).toContainText('Active');

    // The active model now understands the new intent; the sentence is pinned for next time.
    const test = page.getByRole('region', { name: 'Test a sentence' });
    await test.getByRole('textbox', { name: 'Sentence' }).fill('I want to speak to an agent');
    await test.getByRole('button', { name: 'Test' }).click();
    const results = test.getByRole('region', { name: 'Recognised intents' });
    await expect(results.getByRole('listitem').first()).toContainText('agent.request');
    await test.getByRole('button', { name: 'Pin as a test sentence for agent.request' }).click();
    const pinnedList = page.getByRole('region', { name: 'Test sentences' });
    await expect(pinnedList).toContainText('I want to speak to an agent');

    // Rolling back is compared as well: now the new pinned sentence would lose its intent.
    await models.getByRole('button', { name: 'Roll back to the previous model' }).click();
    const back = page.getByRole('dialog', { name: /^Roll back to the model of / });
    await expect(back).toContainText('Should stay agent.request');
    await back.getByRole('checkbox', { name: /I have checked/ }).check();
    await back.getByRole('button', { name: 'Roll back' }).click();
    await expect(back).toBeHidden();
    await expect(models.getByRole('listitem').last()).toContainText('Active');
    await expect(newest).not.toContainText('Active');
  });
});

test.describe('Training area: inbox', () => {
  resetMockScopeBeforeEach('training');

  test('a near-duplicate flagged while typing is trained in, then fixed from the confusion matrix', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/train/intents/intent-1' });
    await expect(portal(page).pageHeading).toHaveText('billing.question');
    const newExample = page.getByRole('textbox', { name: 'New example in English' });
    await newExample.fill('Where is my order now?');
    // Flagged once typing pauses, with the alike example, its intent and a fix.
    const flag = page.getByRole('status').filter({
      hasText: 'Another intent has an example worded like this one.',
    });
    await expect(flag).toContainText('“Where is my order?” (order.status)');
    await expect(
      flag.getByRole('button', { name: 'Remove from order.status: “Where is my order?”' }),
    ).toBeVisible();
    // Kept anyway: a near-duplicate may be meant, and the server takes it.
    await newExample.press('Enter');
    await expect(flag).toBeHidden();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.goto('/train');
    await trainAndReview(page);
    await page
      .getByRole('region', { name: 'Models' })
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /^Figures per intent of the model of / })
      .click();

    // Without itself the model takes the new example for order.status: the matrix shows it.
    const matrix = page.getByRole('table', { name: 'Confusion matrix' });
    await matrix
      .getByRole('button', { name: /examples? of billing\.question understood as order\.status$/ })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'billing.question understood as order.status',
    });
    const item = dialog.getByRole('listitem').filter({ hasText: 'Where is my order now?' });
    await expect(item).toContainText(
      'Worded like an example of another intent (80% of the words alike):“Where is my order?” (order.status)',
    );
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'a confusion’s examples with their fixes');
    await item
      .getByRole('button', { name: 'Remove from billing.question: “Where is my order now?”' })
      .click();
    await expect(
      page.getByText(
        '“Where is my order now?” is no longer an example of billing.question. Train again for the model to learn it.',
      ),
    ).toBeVisible();
    await expect(item).toContainText('no longer an example of billing.question');
    await expect(item.getByRole('button', { name: /^Remove from billing\.question/ })).toHaveCount(
      0,
    );

    // The intent as it is now: its English examples without the duplicate, to be trained.
    await dialog.getByRole('button', { name: 'Open billing.question' }).click();
    await expect(portal(page).pageHeading).toHaveText('billing.question');
    await expect(page.getByRole('tab', { name: /^English \(\d+\)$/ })).toBeVisible();
    const textboxes = page.getByRole('tabpanel').getByRole('textbox');
    await expect(textboxes.first()).toBeVisible();
    const values = await textboxes.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value),
    );
    expect(values).not.toContain('Where is my order now?');
  });

  test('from the Dashboard to the inbox: two sentences become examples, two are ignored', async ({
    page,
  }) => {
    await openSignedIn(page, { path: '/dashboard?period=30d' });
    const inputs = page.getByRole('table', { name: 'Inputs the bot did not understand' });
    const link = inputs.getByRole('link', { name: /^Add to training: “/ }).first();
    const label = (await link.getAttribute('aria-label'))!;
    const text = label.slice('Add to training: “'.length, -1);
    await link.click();
    await expect(page).toHaveURL(/\/train\/inbox\?/);
    await expect(portal(page).pageHeading).toBeFocused();
    const inbox = page.getByRole('list', { name: 'Sentences the bots did not understand' });
    await expect(inbox.getByRole('listitem')).toHaveCount(1);
    await expect(inbox.getByRole('heading', { name: text })).toBeVisible();
    await expectNoAxeViolations(page, 'the inbox from a Dashboard link');

    // Everything open in the last 90 days, in every language.
    await page.getByRole('searchbox', { name: 'Search sentences' }).fill('');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'All languages' }).click();
    await page.getByRole('combobox', { name: 'Heard in' }).click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);

    await inbox.getByRole('checkbox', { name: 'Select “My order never arrived.”' }).check();
    await inbox.getByRole('checkbox', { name: 'Select “Mein Paket ist nie angekommen.”' }).check();
    const bulk = page.getByRole('region', { name: 'Selected sentences' });
    await expect(bulk).toContainText('2 sentences selected');
    await bulk.getByRole('button', { name: 'Assign to an intent…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign 2 sentences to an intent' });
    await dialog.getByRole('combobox', { name: 'Intent' }).fill('order');
    await page.getByRole('option', { name: 'order.status' }).click();
    await waitForAnimations(page);
    await expectNoAxeViolations(page, 'assigning two sentences');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect(dialog).toBeHidden();
    await expect(inbox.getByRole('heading', { name: 'My order never arrived.' })).toHaveCount(0);
    await expect(
      inbox.getByRole('heading', { name: 'Mein Paket ist nie angekommen.' }),
    ).toHaveCount(0);

    await inbox.getByRole('checkbox', { name: 'Select “Is the weather nice over there?”' }).check();
    await inbox
      .getByRole('checkbox', { name: 'Select “My neighbour’s dog keeps barking.”' })
      .check();
    await bulk.getByRole('button', { name: 'Ignore' }).click();
    await expect(
      inbox.getByRole('heading', { name: 'Is the weather nice over there?' }),
    ).toHaveCount(0);

    // The new examples are the intent's, marked as from the inbox, and it needs training.
    await page.goto('/train/intents/intent-2');
    const example = page.getByRole('textbox', { name: 'Example 3 in English' });
    await expect(example).toHaveValue('My order never arrived.');
    await expect(page.getByRole('listitem').filter({ has: example })).toContainText(
      'From the inbox',
    );
    await expect(page.getByRole('tab', { name: 'German (3)' })).toBeVisible();
  });

  test('fits a phone, and is used with the keyboard', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await openSignedIn(page, { path: '/train/inbox?language=en-US&period=90d' });
    await page.setViewportSize(VIEWPORTS.phone);
    const inbox = page.getByRole('list', { name: 'Sentences the bots did not understand' });
    const card = inbox.getByRole('listitem').filter({ hasText: 'My order never arrived.' });
    await expect(card).toBeVisible();
    await waitForAnimations(page);
    await expectNoSidewaysScrolling(page, 'the inbox');
    await expectNoAxeViolations(page, 'the inbox at phone width');
    // The suggestion is reached with Tab and taken with Enter.
    const suggestion = card.getByRole('button', { name: 'Assign to order.status' });
    await card.getByRole('checkbox').focus();
    for (
      let step = 0;
      step < 10 && !(await suggestion.evaluate((el) => el === document.activeElement));
      step += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(suggestion).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card).toHaveCount(0);
  });
});
