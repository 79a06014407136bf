import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost } from '../../../lib/notifications';
import { mockDb, resetMockData, setCurrentRole } from '../../../mocks/data';
import { renderWithProviders } from '../../../testing/renderWithProviders';
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

describe('TrainingPanel', () => {
  it('says how many intents changed and starts a training, then shows its stage and progress', async () => {
    const { user, panel } = renderPanel();
    expect(
      await screen.findByText('1 intent changed since the last training.'),
    ).toBeInTheDocument();
    await user.click(await within(panel()).findByRole('button', { name: 'Train' }));
    expect(await within(panel()).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(within(panel()).getByText('Waiting to start: 0 %')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Cancel training' })).toBeInTheDocument();
    expect(mockDb().trainingJobs).toHaveLength(1);
  });

  it('follows a training someone else started instead of starting a second one', async () => {
    const { user, panel } = renderPanel();
    const train = await within(panel()).findByRole('button', { name: 'Train' });
    // A colleague starts one after this page last looked.
    mockDb().trainingJobs.push({
      id: 'train-9',
      startedAt: Date.now(),
      startedBy: 'Bob Sample',
      error: null,
      canceledAt: null,
    });
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
