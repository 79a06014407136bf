import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogPage } from '../../../lib/api-client/schema';
import { resetMockData } from '../../../mocks/data';
import { server } from '../../../mocks/node';
import { renderRoute } from '../../../testing/renderWithProviders';
import { LogsSection } from './LogsSection';

vi.setConfig({ testTimeout: 20_000 });

// jsdom lays nothing out: give the scroll area a viewport's height and each row a line's, so the
// virtualizer renders the rows in view as a browser would.
const LAYOUT = {
  clientHeight: 600,
  clientWidth: 800,
  offsetHeight: 40,
} as const;
const originals = Object.keys(LAYOUT).map(
  (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
);
beforeEach(() => {
  resetMockData();
  for (const [name, value] of Object.entries(LAYOUT)) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
  }
});
afterEach(() => {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});
afterEach(() => vi.useRealTimers());

const renderLogs = (search = '') =>
  renderRoute(<LogsSection />, { path: '/tech/logs', initialEntries: [`/tech/logs${search}`] });

const region = () => screen.findByRole('region', { name: 'Log lines, newest first' });
const rows = async () => within(await region()).getAllByRole('button');

/** Every GET /logs the page makes, by its parameters. */
function recordRequests() {
  const requests: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/v1/logs')) requests.push(url.searchParams);
  });
  return requests;
}

afterEach(() => server.events.removeAllListeners());

describe('LogsSection', () => {
  it('takes its filters from the address and asks the server for exactly those lines', async () => {
    const requests = recordRequests();
    renderLogs('?level=warn&botId=bot-service-hotline&time=1h');
    expect((await rows()).length).toBeGreaterThan(0);
    const first = requests[0]!;
    expect(first.get('level')).toBe('warn');
    expect(first.get('botId')).toBe('bot-service-hotline');
    expect(Date.now() - Date.parse(first.get('from')!)).toBeLessThan(60 * 60_000 + 5_000);
    for (const row of await rows()) expect(row).toHaveTextContent(/Warning|Error/);
    expect(screen.getByRole('combobox', { name: 'Lowest level' })).toHaveTextContent('Warning');
  });

  it('opens a line to its whole entry as JSON, with its trace and call as links', async () => {
    const user = userEvent.setup();
    renderLogs('?conversationId=');
    const [first] = await rows();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const entry = await screen
      .findByRole('generic', { name: 'The whole log entry' })
      .catch(() => screen.getByLabelText('The whole log entry'));
    const json = JSON.parse(entry.textContent ?? '') as { id: string; traceId: string };
    expect(json.id).toMatch(/^log-\d+$/);
    expect(
      screen.getByRole('link', { name: `All lines of trace ${json.traceId}` }),
    ).toHaveAttribute('href', `/tech/logs?q=${json.traceId}`);
  });

  it('follows new lines every 2 s, stops when paused and goes on from its cursor', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const requests = recordRequests();
    renderLogs();
    await rows();
    await waitFor(() => expect(requests.some((query) => query.has('since'))).toBe(true));
    const tails = () => requests.filter((query) => query.has('since')).length;

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const paused = tails();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(tails()).toBe(paused);

    await user.click(screen.getByRole('button', { name: 'Follow new lines' }));
    await waitFor(() => expect(tails()).toBe(paused + 1));
    const sinceValues = requests
      .filter((query) => query.has('since'))
      .map((q) => Number(q.get('since')));
    expect([...sinceValues].sort((a, b) => a - b)).toEqual(sinceValues);
  });

  it('keeps every line when the tail fails, says so, and adds only the new lines after', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = false;
    const shown = new Map<string, number>();
    server.use(
      http.get('*/api/v1/logs', ({ request }) => {
        if (failing && new URL(request.url).searchParams.has('since')) return HttpResponse.error();
        return undefined;
      }),
    );
    renderLogs();
    const before = (await rows()).length;
    failing = true;
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(await screen.findByText(/The connection to the logs was lost/)).toBeInTheDocument();
    expect((await rows()).length).toBeGreaterThanOrEqual(Math.min(before, 10));

    failing = false;
    // Lines keep coming every 1.5 s in the mock; let some arrive, then the tail catches up.
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    await waitFor(() =>
      expect(screen.queryByText(/The connection to the logs was lost/)).toBeNull(),
    );
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/Following new lines: \d+ lines shown/));
    // No line twice: every rendered row names a distinct entry.
    for (const row of await rows()) {
      const key = row.textContent ?? '';
      shown.set(key, (shown.get(key) ?? 0) + 1);
    }
    expect([...shown.values()].filter((count) => count > 1)).toEqual([]);
    expect(Number(/(\d+) lines/.exec(status.textContent ?? '')![1])).toBeGreaterThan(before);
  });

  it('says when nothing matches', async () => {
    server.use(
      http.get('*/api/v1/logs', () =>
        HttpResponse.json<LogPage>({ items: [], nextCursor: null, latestCursor: '0' }),
      ),
    );
    renderLogs('?q=nothing-like-this');
    expect(await screen.findByText('No log lines match these filters.')).toBeInTheDocument();
  });
});
