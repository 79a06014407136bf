import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowTest } from '../../../lib/api-client/schema';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { createModel, learnedFrom } from '../../../mocks/data/models';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import { ModelsSection } from './ModelsSection';

vi.setConfig({ testTimeout: 30_000 });

let activations: unknown[] = [];

/** A model trained from today's intents (with agent.request), not active yet. */
function withTrainedModel() {
  const db = mockDb();
  const model = createModel('model-2', learnedFrom(db.intents), {
    at: Date.now() - 60_000,
    by: 'Alice Admin',
    trainingJobId: 'train-1',
  });
  db.models.unshift(model);
  return model;
}

/**
 * A conversation test of Order status (published as it is) expecting `intent` for a sentence
 * model-1 takes for billing.question and the trained model for agent.request.
 */
function withIntentTest(name: string, intent: string) {
  const db = mockDb();
  const test: FlowTest = {
    id: `flow-test-${name}`,
    name,
    botId: 'bot-service-hotline',
    flowId: 'flow-order-status',
    tags: [],
    enabled: true,
    language: 'en-US',
    channel: 'chat',
    slots: {},
    startNodeId: null,
    turns: [
      { said: null, expect: { steps: null, reply: null, intent: null, slots: null } },
      {
        said: 'Can I talk to someone about my invoice?',
        expect: { steps: null, reply: null, intent, slots: null },
      },
    ],
    outcome: null,
    origin: null,
    version: 1,
    updatedAt: new Date().toISOString(),
    updatedBy: 'Alice Admin',
  };
  db.flowTests.push(test);
}

beforeEach(() => {
  resetMockData();
  activations = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.startsWith('/api/v1/models/')) {
      activations.push(await request.clone().json());
    }
  });
  return () => server.events.removeAllListeners();
});

const renderSection = () => ({
  user: userEvent.setup(),
  ...renderRoute(
    <>
      <ModelsSection />
      <NotificationsHost />
    </>,
    { path: '/train/models', initialEntries: ['/train/models'] },
  ),
});

const modelsCard = () => screen.getByRole('region', { name: 'Models' });
/** The newest model's entry. */
const newest = async () => (await within(modelsCard()).findAllByRole('listitem'))[0]!;

describe('ModelsSection', () => {
  it('lists the models with their figures, the active one marked', async () => {
    withTrainedModel();
    renderSection();
    const items = await within(modelsCard()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [trained, active] = items as [HTMLElement, HTMLElement];
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText(/^Active since .+, activated by /)).toBeInTheDocument();
    expect(within(trained).queryByText('Active')).toBeNull();
    expect(within(trained).getByText('Trained by Alice Admin')).toBeInTheDocument();
    // The figures come from the model's own examples; the new one knows one intent more.
    const figures = (item: HTMLElement) =>
      Object.fromEntries(
        within(item)
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(figures(trained)).toMatchObject({ Intents: '7', Examples: '64' });
    expect(figures(active)).toMatchObject({ Intents: '6', Examples: '60' });
    expect(figures(active).Accuracy).toMatch(/^\d+(\.\d)?%$/);
    // Each leads to its figures per intent.
    expect(
      within(trained).getByRole('link', { name: /^Figures per intent of the model of / }),
    ).toHaveAttribute('href', '/train/models/model-2');
    expect(within(active).getByRole('link', { name: /^Figures per intent/ })).toHaveAttribute(
      'href',
      '/train/models/model-1',
    );
  });

  it('shows what would change before activating, and asks to confirm a changed pinned sentence', async () => {
    withTrainedModel();
    const { user } = renderSection();
    const trained = await newest();
    await user.click(within(trained).getByRole('button', { name: /^Activate the model of / }));
    const dialog = await screen.findByRole('dialog', { name: /^Activate the model of / });
    const pinned = await within(dialog).findByRole('region', { name: 'Pinned test sentences' });
    expect(within(pinned).getByText('Would change intent: 1 of 3')).toBeInTheDocument();
    const change = within(pinned).getByText('Can I talk to someone about my invoice?');
    expect(change).toHaveAttribute('lang', 'en-US');
    const item = change.closest('li')!;
    expect(item).toHaveTextContent(/Now billing\.question \(\d+%\), then agent\.request \(\d+%\)/);
    expect(item).toHaveTextContent('Should stay billing.question');
    const recent = within(dialog).getByRole('region', {
      name: 'Caller sentences of the last 30 days',
    });
    expect(within(recent).getByText(/^Would change intent: \d+ of \d+$/)).toBeInTheDocument();

    const activate = within(dialog).getByRole('button', { name: 'Activate' });
    expect(activate).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /I have checked/ }));
    await user.click(activate);
    expect(await screen.findByText(/^The model of .+ is now active\.$/)).toBeInTheDocument();
    expect(activations).toEqual([{ active: true, version: 1 }]);
    expect(mockDb().activeModelId).toBe('model-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await newest()).findByText('Active')).toBeInTheDocument();
  });

  it('refuses an activation decided before a colleague activated another model, and compares again', async () => {
    withTrainedModel();
    const { user } = renderSection();
    await user.click(
      within(await newest()).getByRole('button', { name: /^Activate the model of / }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Would change intent: 1 of 3');
    // A colleague activates a third model meanwhile.
    const third = createModel('model-3', mockDb().models[1]!.intents, {
      at: Date.now() - 30_000,
      by: 'Bob',
      trainingJobId: null,
    });
    mockDb().models.unshift(third);
    mockDb().activeModelId = 'model-3';
    mockDb().modelsVersion = 2;

    await user.click(within(dialog).getByRole('checkbox', { name: /I have checked/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(
      await within(dialog).findByText(/Someone activated another model in the meantime/),
    ).toBeInTheDocument();
    expect(mockDb().activeModelId).toBe('model-3');
    // Asked again: the confirmation is reset, and the next try carries the new version.
    const checkbox = within(dialog).getByRole('checkbox', { name: /I have checked/ });
    expect(checkbox).not.toBeChecked();
    await user.click(checkbox);
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(mockDb().activeModelId).toBe('model-2'));
    expect(activations.at(-1)).toEqual({ active: true, version: 2 });
  });

  it('rolls back to the previous model through the same comparison', async () => {
    const trained = withTrainedModel();
    const db = mockDb();
    db.activeModelId = trained.id;
    trained.activatedAt = Date.now() - 10_000;
    const { user } = renderSection();
    await user.click(
      await within(modelsCard()).findByRole('button', { name: 'Roll back to the previous model' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Roll back to the model of / });
    // Going back, the pinned sentence returns to billing.question: nothing to confirm.
    await within(dialog).findByText('Would change intent: 1 of 3');
    expect(within(dialog).queryByText(/Should stay/)).toBeNull();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    await waitFor(() => expect(mockDb().activeModelId).toBe('model-1'));
  });

  it('offers no activation to those who may not train', async () => {
    withTrainedModel();
    setCurrentRole('analyst');
    renderSection();
    await newest();
    expect(screen.queryByRole('button', { name: /^Activate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Roll back/ })).toBeNull();
    // Nor pinning or unpinning: analysts read the test sentences.
    expect(await screen.findByText('Where is my parcel?')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Unpin/ })).toBeNull();
  });

  it('pins a tested sentence with the intent it must keep, and unpins it', async () => {
    const { user } = renderSection();
    const test = screen.getByRole('region', { name: 'Test a sentence' });
    await user.type(within(test).getByRole('textbox', { name: 'Sentence' }), 'Where is my order?');
    await user.click(within(test).getByRole('button', { name: 'Test' }));
    await user.click(
      await within(test).findByRole('button', {
        name: 'Pin as a test sentence for order.status',
      }),
    );
    expect(
      await screen.findByText('Pinned as a test sentence for order.status.'),
    ).toBeInTheDocument();
    const tests = screen.getByRole('region', { name: 'Test sentences' });
    const pinned = await within(tests).findByText('Where is my order?');
    expect(
      within(pinned.closest('li')!).getByRole('link', { name: 'order.status' }),
    ).toHaveAttribute('href', '/train/intents/intent-2');
    // The same sentence twice is refused, and said so.
    await user.click(
      within(test).getByRole('button', { name: 'Pin as a test sentence for order.status' }),
    );
    expect(
      await within(test).findByText('This sentence is already pinned in this language.'),
    ).toBeInTheDocument();

    await user.click(within(tests).getByRole('button', { name: 'Unpin “Where is my order?”' }));
    await waitFor(() => expect(within(tests).queryByText('Where is my order?')).toBeNull());
    expect(mockDb().testSentences).toHaveLength(3);
  });

  it('tries a sentence on a model before it is activated', async () => {
    withTrainedModel();
    const { user } = renderSection();
    const test = screen.getByRole('region', { name: 'Test a sentence' });
    const sentence = within(test).getByRole('textbox', { name: 'Sentence' });
    await user.type(sentence, 'I want to speak to an agent');
    await user.click(within(test).getByRole('button', { name: 'Test' }));
    const results = await within(test).findByRole('region', { name: 'Recognised intents' });
    expect(within(results).queryByRole('link', { name: 'agent.request' })).toBeNull();

    // The active model is shown as the choice, not an empty field.
    expect(within(test).getByRole('combobox', { name: 'Model' })).toHaveTextContent('Active model');
    await user.click(within(test).getByRole('combobox', { name: 'Model' }));
    await user.click(await screen.findByRole('option', { name: /^Model of / }));
    await user.click(within(test).getByRole('button', { name: 'Test' }));
    await waitFor(() =>
      expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('agent.request'),
    );
  });

  it('runs the bots’ conversation tests with the model, and asks to confirm a newly failing one', async () => {
    const trained = withTrainedModel();
    withIntentTest('Invoice: a billing question', 'billing.question');
    withIntentTest('Invoice: an order', 'order.status');
    // The pinned sentence keeps its intent: only the conversation test asks for a confirmation.
    mockDb().testSentences = mockDb().testSentences.filter(
      (sentence) => sentence.intent.name !== 'billing.question',
    );
    const { user } = renderSection();
    await user.click(
      within(await newest()).getByRole('button', { name: /^Activate the model of / }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Activate the model of / });
    const tests = await within(dialog).findByRole('region', { name: 'Conversation tests' });
    const runOf = (botId: string) =>
      mockDb().flowTestRuns.find((run) => run.modelId === trained.id && run.botId === botId)!;
    // Each bot's run with this model leads to its results.
    const hotline = await within(tests).findByRole('link', {
      name: 'service-hotline: 2 passed, 2 failed, 0 out of date',
    });
    expect(hotline).toHaveAttribute('href', `/flows/tests/runs/${runOf('bot-service-hotline').id}`);
    expect(
      within(tests).getByRole('link', { name: 'default: 2 passed, 0 failed, 0 out of date' }),
    ).toHaveAttribute('href', `/flows/tests/runs/${runOf('bot-default').id}`);
    const warning = within(tests).getByRole('alert');
    expect(warning).toHaveTextContent(
      '1 test passes with the active model and fails with this one:Invoice: a billing question',
    );
    expect(
      within(tests).getByText('1 test fails with both models:').parentElement,
    ).toHaveTextContent('Invoice: an order');
    const { violations } = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(violations.map((violation) => violation.id)).toEqual([]);

    const activate = within(dialog).getByRole('button', { name: 'Activate' });
    expect(activate).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'I have checked the failing conversation tests and want to go ahead anyway.',
      }),
    );
    await user.click(activate);
    await waitFor(() => expect(mockDb().activeModelId).toBe(trained.id));
  });

  it('says when no bot has conversation tests to run, and names those a roll-back fixes', async () => {
    const trained = withTrainedModel();
    mockDb().activeModelId = trained.id;
    trained.activatedAt = Date.now() - 10_000;
    withIntentTest('Invoice: a billing question', 'billing.question');
    const { user } = renderSection();
    await user.click(
      await within(modelsCard()).findByRole('button', { name: 'Roll back to the previous model' }),
    );
    let dialog = await screen.findByRole('dialog', { name: /^Roll back to the model of / });
    let tests = await within(dialog).findByRole('region', { name: 'Conversation tests' });
    expect(
      within(tests).getByText('1 test passes with this model that fails with the active one:')
        .parentElement,
    ).toHaveTextContent('Invoice: a billing question');
    expect(within(tests).getByText('No test fails because of this model.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const test of mockDb().flowTests) test.enabled = false;
    // Another activation state, so the comparison is made again.
    mockDb().modelsVersion += 1;
    await user.click(
      within(modelsCard()).getByRole('button', { name: 'Roll back to the previous model' }),
    );
    dialog = await screen.findByRole('dialog', { name: /^Roll back to the model of / });
    tests = await within(dialog).findByRole('region', { name: 'Conversation tests' });
    expect(
      within(tests).getByText(
        'No bot has enabled conversation tests of a published flow: there was nothing to run.',
      ),
    ).toBeInTheDocument();
    expect(within(tests).queryByRole('link')).toBeNull();
  });
});
