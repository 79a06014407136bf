import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_VALUES, type Intent } from '../../../lib/api-client/schema';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { colleaguesTrainingRuns } from '../../../testing/trainingJobs';
import { TrainingPanel } from './TrainingPanel';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => resetMockData());

const renderPanel = () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <TrainingPanel />
      <NotificationsHost />
    </>,
  );
  return { user, panel: () => screen.getByRole('region', { name: 'Model training' }) };
};

/** Two examples in every language for agent.request, the seed's one intent with problems. */
function fixSeedProblems() {
  const agent = mockDb().intents.find((intent) => intent.name === 'agent.request')!;
  for (const language of LANGUAGE_VALUES) {
    for (const n of [1, 2]) {
      agent.examples.push({
        id: `ex-${language}-${n}`,
        text: `Agent please ${language} ${n}`,
        language,
        entities: [],
        source: 'manual',
      });
    }
  }
}

/** An intent with the given examples, as a colleague might have left it. */
function addIntent(name: string, examples: Intent['examples']) {
  mockDb().intents.push({
    ...mockDb().intents[0]!,
    id: `intent-${name}`,
    name,
    examples,
  });
}

describe('TrainingPanel', () => {
  it('says how many intents changed and starts a training, then shows its stage and progress', async () => {
    fixSeedProblems();
    const { user, panel } = renderPanel();
    expect(
      await screen.findByText('1 intent changed since the last training.'),
    ).toBeInTheDocument();
    await user.click(await within(panel()).findByRole('button', { name: 'Train' }));
    expect(await within(panel()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(panel()).getByText('Waiting to start: 0 %')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Cancel training' })).toBeInTheDocument();
    expect(mockDb().trainingJobs).toHaveLength(1);
    // No intent has problems: nothing was asked.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before training while intents have problems, naming them; Cancel starts nothing', async () => {
    // The seed's agent.request lacks three languages; billing.question now has English only.
    const billing = mockDb().intents.find((intent) => intent.name === 'billing.question')!;
    billing.examples = billing.examples.filter((example) => example.language === 'en-US');
    const { user, panel } = renderPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Train' }));

    const ask = await screen.findByRole('dialog', { name: 'Train despite problems?' });
    expect(ask).toHaveTextContent(
      '2 intents have problems: too few examples in some languages. The bots may not recognise them reliably.',
    );
    expect(within(ask).getByRole('link', { name: 'agent.request' })).toHaveAttribute(
      'href',
      '/train/intents/intent-7',
    );
    expect(within(ask).getByRole('link', { name: 'billing.question' })).toHaveAttribute(
      'href',
      `/train/intents/${billing.id}`,
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(mockDb().trainingJobs).toHaveLength(0);

    await user.click(within(panel()).getByRole('button', { name: 'Train' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Train anyway' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(panel()).findByRole('progressbar')).toBeInTheDocument();
    expect(mockDb().trainingJobs).toHaveLength(1);
  });

  it('counts the problems of every page of intents, and links the rest to the list', async () => {
    const complete = mockDb().intents.find((intent) => intent.name === 'order.status')!.examples;
    for (let n = 100; n < 205; n += 1) addIntent(`filler.${n}`, complete);
    // Sorted by name, these come after the first hundred intents.
    for (let n = 1; n <= 6; n += 1) addIntent(`zzz.${n}`, []);
    const { user, panel } = renderPanel();
    await user.click(await within(panel()).findByRole('button', { name: 'Train' }));

    const ask = await screen.findByRole('dialog', { name: 'Train despite problems?' });
    expect(ask).toHaveTextContent(/^Train despite problems\?7 intents have problems/);
    expect(
      within(ask)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'agent.request',
      'zzz.1',
      'zzz.2',
      'zzz.3',
      'zzz.4',
      'and 2 more in the list of intents',
    ]);
    expect(within(ask).getByRole('link', { name: /^and 2 more/ })).toHaveAttribute(
      'href',
      '/train',
    );
  });

  it('names the training of the model the intents were trained for when no job is listed', async () => {
    const model = mockDb().models[0]!;
    const { panel } = renderPanel();
    expect(
      await within(panel()).findByText(new RegExp(`^Last trained by ${model.createdBy}, `)),
    ).toBeInTheDocument();
    expect(within(panel()).queryByText('The bots have not been trained here yet.')).toBeNull();
  });

  it('says the bots were not trained yet only when there is no model either', async () => {
    mockDb().models = [];
    mockDb().activeModelId = null;
    const { panel } = renderPanel();
    expect(
      await within(panel()).findByText('The bots have not been trained here yet.'),
    ).toBeInTheDocument();
  });

  it('follows a training someone else started instead of starting a second one', async () => {
    fixSeedProblems();
    const { user, panel } = renderPanel();
    const train = await within(panel()).findByRole('button', { name: 'Train' });
    // A colleague starts one after this page last looked.
    colleaguesTrainingRuns();
    await user.click(train);
    expect(
      await screen.findByText(
        'A training started by someone else is already running; you are following it.',
      ),
    ).toBeInTheDocument();
    expect(await within(panel()).findByText(/^Started by Bob Sample/)).toBeInTheDocument();
    expect(mockDb().trainingJobs.map((job) => job.id)).toEqual(['train-9']);
  });

  it('names why a training failed and links to the intents at fault', async () => {
    mockDb().intents[0]!.examples = [];
    mockDb().trainingJobs.push({
      id: 'train-1',
      startedAt: Date.now() - 60_000,
      startedBy: 'Alice Example',
      error: {
        code: 'intent_without_examples',
        message: '1 intent(s) have no examples',
        items: [{ intentId: 'intent-1', intentName: 'billing.question', exampleId: null }],
      },
      canceledAt: null,
    });
    const { panel } = renderPanel();
    expect(
      await within(panel()).findByText('The training failed: these intents have no examples.'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'billing.question' })).toHaveAttribute(
      'href',
      '/train/intents/intent-1',
    );
  });

  it('offers Train only to those who may train', async () => {
    setCurrentRole('analyst');
    renderPanel();
    expect(
      await screen.findByText('1 intent changed since the last training.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Train' })).toBeNull();
  });

  it('points to the new model once a training is done, until it is activated', async () => {
    mockDb().trainingJobs.push({
      id: 'train-1',
      startedAt: Date.now() - 60_000,
      startedBy: 'Alice Example',
      error: null,
      canceledAt: null,
    });
    const { panel } = renderPanel();
    const review = await within(panel()).findByRole('link', {
      name: 'A new model is ready: review it and activate it.',
    });
    expect(review).toHaveAttribute('href', '/train/models');
    expect(mockDb().models[0]).toMatchObject({ trainingJobId: 'train-1' });
  });

  it('lists the earlier trainings with how each ended', async () => {
    const hour = 3_600_000;
    mockDb().trainingJobs.push(
      {
        id: 'train-3',
        startedAt: Date.now() - hour,
        startedBy: 'Alice Example',
        error: null,
        canceledAt: null,
      },
      {
        id: 'train-2',
        startedAt: Date.now() - 2 * hour,
        startedBy: 'Bob Sample',
        error: null,
        canceledAt: Date.now() - 2 * hour + 500,
      },
    );
    const { panel } = renderPanel();
    const history = await within(panel()).findByRole('list', { name: 'Earlier trainings' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(1);
    expect(history).toHaveTextContent(/^Canceled · started by Bob Sample, /);
  });
});
