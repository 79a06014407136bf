import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, resetMockData } from '../../mocks/data';
import { renderRoute } from '../../testing/renderWithProviders';
import CallLatencyPage from './CallLatencyPage';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => resetMockData());

const firstOf = (channel: 'voice' | 'chat', botName = 'default') =>
  mockDb().conversations.find(
    (conversation) => conversation.channel === channel && conversation.botName === botName,
  )!.id;

const renderCall = (id: string) =>
  renderRoute(<CallLatencyPage />, {
    path: '/tech/calls/:conversationId',
    initialEntries: [`/tech/calls/${id}`],
  });

describe('CallLatencyPage', () => {
  it('shows each answered turn as stages and links a long stage to the setting behind it', async () => {
    const id = firstOf('voice');
    renderCall(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Call latency' })).toBeVisible();
    const turns = await screen.findAllByRole('region', {
      name: /^Turn \d+ at .*: .* ms in total$/,
    });
    expect(turns.length).toBeGreaterThan(0);
    const first = turns[0]!;
    for (const stage of [
      'Speech recognition',
      'Language understanding',
      'Flow and API calls',
      'Speech synthesis',
    ]) {
      expect(within(first).getByText(stage)).toBeInTheDocument();
    }
    // The default bot's configuration waits 1,200 ms of silence before recognising.
    const setting = within(first).getByRole('link', {
      name: /^mostly end-of-speech silence \(1,200 ms\)/,
    });
    expect(setting.getAttribute('href')).toMatch(/^\/configuration\/cfg-[\w-]+\?tab=speech$/);
    expect(screen.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      `/incoming/${id}`,
    );
    expect(screen.getByRole('link', { name: 'Open its logs' })).toHaveAttribute(
      'href',
      `/tech/logs?conversationId=${id}`,
    );
  });

  it('says a chat has no speech stages', async () => {
    renderCall(firstOf('chat', 'web-assistant'));
    expect(
      await screen.findByText('This is a chat conversation: it has no speech stages to measure.'),
    ).toBeInTheDocument();
  });

  it('says when the conversation does not exist', async () => {
    renderCall('conv-nope');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
