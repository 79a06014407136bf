import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../mocks/handlers/dashboard';
import { server } from '../../mocks/node';
import { renderWithProviders } from '../../testing/renderWithProviders';
import DashboardPage from './DashboardPage';

const SUMMARY_URL = '*/api/v1/dashboard/summary';

/** Shows the router's search string, so tests can read what the URL carries. */
function SearchProbe() {
  return <div data-testid="search">{useLocation().search}</div>;
}

function renderDashboard(search = '') {
  return renderWithProviders(
    <>
      <DashboardPage />
      <SearchProbe />
    </>,
    { initialEntries: [`/dashboard${search}`] },
  );
}

const urlParams = () => new URLSearchParams(screen.getByTestId('search').textContent ?? '');

/** Records the summary requests' search params, answering with the normal handlers. */
function recordSummaryRequests() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/dashboard/summary')) seen.push(url.searchParams);
  });
  return seen;
}

// The page renders two charts and several tables; role queries over that DOM are slow in jsdom.
describe('DashboardPage', { timeout: 15_000 }, () => {
  it('shows skeletons while loading, then the key figures, charts and lists', async () => {
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard…');
    // The frame needs no data: labels and headings show at once, placeholders for the rest.
    expect(screen.getByText('Conversations', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('Conversations over time', { selector: 'h2' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();

    const figures = await screen.findByRole('region', { name: 'Key figures' });
    expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument();
    expect(within(figures).getAllByRole('term')).toHaveLength(5);
    // Rates as percentages, the duration in minutes and seconds.
    expect(within(figures).getAllByRole('definition')[1]).toHaveTextContent(/^\d+(\.\d)?%$/);
    expect(within(figures).getAllByRole('definition')[4]).toHaveTextContent(/(min|sec)/);

    for (const name of [
      'Conversations over time',
      'Outcomes',
      'Top intents',
      'Inputs the bot did not understand',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The charts' text alternative: their data as tables, present even while visually hidden.
    expect(screen.getByRole('table', { name: 'Conversations over time' })).toBeInTheDocument();
    const outcomes = screen.getByRole('table', { name: 'Outcomes' });
    expect(within(outcomes).getByRole('rowheader', { name: 'Handed over' })).toBeInTheDocument();
  });

  it('links each input the bot did not understand to the training inbox, filtered to it', async () => {
    renderDashboard('?period=30d');
    const inputs = await screen.findByRole('table', { name: 'Inputs the bot did not understand' });
    const [first] = within(inputs).getAllByRole('link', { name: /^Add to training: “/ });
    const text = first!.getAttribute('aria-label')!.slice('Add to training: “'.length, -1);
    expect(first).toHaveTextContent('Add to training');
    const href = new URL(first!.getAttribute('href')!, 'http://portal');
    expect(href.pathname).toBe('/train/inbox');
    expect(href.searchParams.get('q')).toBe(text);
    expect(href.searchParams.get('period')).toBe('30d');
    const row = first!.closest('tr')!;
    expect(within(row).getByText(text)).toHaveAttribute('lang', href.searchParams.get('language'));
  });

  it('keeps period and channel in the URL and asks the server for them', async () => {
    const user = userEvent.setup();
    const requests = recordSummaryRequests();
    renderDashboard();
    await screen.findByText('Conversations', { selector: 'dt' });
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await user.click(screen.getByRole('button', { name: 'Chat' }));
    expect(urlParams().get('period')).toBe('30d');
    expect(urlParams().get('channel')).toBe('chat');
    await waitFor(() => expect(requests.at(-1)?.toString()).toBe('period=30d&channel=chat'));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Conversations over time' })).toBeInTheDocument(),
    );
    // Only the chosen channel is charted.
    const timeline = screen.getByRole('table', { name: 'Conversations over time' });
    expect(
      within(timeline)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Chat']);
  });

  it('starts from the choice a shared URL carries', async () => {
    const requests = recordSummaryRequests();
    renderDashboard('?period=today&channel=voice');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Voice' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.at(-1)?.toString()).toBe('period=today&channel=voice'));
    // Whether today already has conversations depends on the hour the test runs, so wait for
    // the loading state to end rather than for a particular answer.
    await waitFor(() =>
      expect(screen.queryByText('Loading the dashboard…')).not.toBeInTheDocument(),
    );
  });

  it('asks for both days of a custom period before loading, and checks their order', async () => {
    const user = userEvent.setup();
    const requests = recordSummaryRequests();
    renderDashboard('?period=custom');
    expect(
      screen.getByText('Choose the first and the last day of the period to see the figures.'),
    ).toBeInTheDocument();
    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    expect(from).toBeRequired();

    await user.type(from, '2025-02-10');
    await user.type(to, '2025-02-01');
    expect(screen.getByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription('The last day cannot be before the first day.');
    expect(requests).toHaveLength(0);

    await user.clear(to);
    await user.type(to, '2025-02-20');
    expect(urlParams().toString()).toBe('period=custom&channel=all&from=2025-02-10&to=2025-02-20');
    await waitFor(() => expect(requests.at(-1)?.get('to')).toBe('2025-02-20'));
    expect(requests.every((params) => params.get('from') === '2025-02-10')).toBe(true);
  });

  it('starts a custom period from the days on screen', async () => {
    const user = userEvent.setup();
    renderDashboard('?period=7d');
    await screen.findByText('Conversations', { selector: 'dt' });
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    expect(screen.getByLabelText(/^From/)).not.toHaveValue('');
    expect(urlParams().get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(urlParams().get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the empty state when the period has no conversations', async () => {
    server.use(
      http.get(SUMMARY_URL, () =>
        HttpResponse.json(summarize([], { from: '2025-06-01', to: '2025-06-07' })),
      ),
    );
    renderDashboard();
    expect(
      await screen.findByText('There were no conversations in this period.'),
    ).toBeInTheDocument();
    // Testing Library collapses Intl's thin spaces to plain ones.
    expect(screen.getByText('Period shown: Jun 1 – 7, 2025')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Key figures' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and recovers', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get(SUMMARY_URL, () =>
        fail
          ? HttpResponse.json({ message: 'boom', code: 'internal' }, { status: 500 })
          : HttpResponse.json(summarize([], { from: '2025-06-01', to: '2025-06-07' })),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('There were no conversations in this period.'),
    ).toBeInTheDocument();
  });

  it('explains a missing permission in place, without Retry', async () => {
    server.use(
      http.get(SUMMARY_URL, () =>
        HttpResponse.json({ message: 'no', code: 'forbidden' }, { status: 403 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
