// @vitest-environment jsdom
import { onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockDb, resetMockData } from '../../../mocks/data';
import { colleaguesTrainingRuns } from '../../../testing/trainingJobs';
import { recordRequestLines } from '../../../testing/recordRequests';
import { trainingJobQueries } from './trainingJobs';

let requests: string[] = [];

beforeEach(() => {
  resetMockData();
  const recorded = recordRequestLines('/api/v1/training-jobs');
  requests = recorded.lines;
  return recorded.stop;
});
afterEach(() => onlineManager.setOnline(true));

describe('following a training', () => {
  it('waits while the connection is lost and resumes when it is back, starting nothing', async () => {
    colleaguesTrainingRuns();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // As the app's provider does: the client follows the connection.
    client.mount();
    onlineManager.setOnline(false);
    const observer = new QueryObserver(client, trainingJobQueries.jobs(client));
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe('paused'));
    expect(requests).toEqual([]);

    onlineManager.setOnline(true);
    // The colleague’s training, still under way (queued for a second, then training: a busy
    // machine may take that long to get here).
    await waitFor(() =>
      expect(observer.getCurrentResult().data?.items[0]).toMatchObject({
        id: 'train-9',
        status: expect.stringMatching(/^(queued|training)$/),
      }),
    );
    expect(requests.every((request) => request === 'GET /api/v1/training-jobs')).toBe(true);
    expect(mockDb().trainingJobs).toHaveLength(1);
    unsubscribe();
    client.unmount();
    client.clear();
  });
});
