import { screen, waitFor as rtlWaitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetPageHeadingFocus } from '../../layout/usePageHeadingFocus';
import { server } from '../../mocks/node';
import { mockViewportWidth } from '../../testing/matchMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import ConversationPage from './ConversationPage';
import IncomingPage from './IncomingPage';

/** The query of every GET /conversations the page sends, in order. */
function recordListRequests() {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/v1/conversations')) {
      seen.push(url.searchParams);
    }
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const waitFor = <T,>(check: () => T) => rtlWaitFor(check, { timeout: 8_000 });

const address = () => screen.getByTestId('address').textContent;

const renderPage = (search = '') =>
  renderWithProviders(
    <>
      <IncomingPage />
      <Address />
    </>,
    { initialEntries: [`/incoming${search}`] },
  );

// The data grid renders slowly in jsdom, more so on a busy machine: generous time limits.
describe('IncomingPage', { timeout: 30_000 }, () => {
  let requests: ReturnType<typeof recordListRequests>;
  beforeEach(() => {
    requests = recordListRequests();
  });
  afterEach(() => requests.stop());
  const lastRequest = () => Object.fromEntries(requests.seen.at(-1) ?? []);

  it('asks for the first page, newest first, and shows the rows', async () => {
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    expect(lastRequest()).toEqual({ page: '1', pageSize: '25', sort: 'startedAt:desc' });
  });

  it('takes the filters from the address', async () => {
    renderPage('?channel=voice&outcome=handover&q=passwort&page=2&sort=durationSeconds:asc');
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        page: '2',
        pageSize: '25',
        sort: 'durationSeconds:asc',
        channel: 'voice',
        outcome: 'handover',
        q: 'passwort',
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('Voice');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('passwort');
  });

  it('shows only one bot’s conversations when the address names it, and the filter can be removed', async () => {
    const user = userEvent.setup();
    renderPage('?bot=service-hotline');
    await waitFor(() =>
      expect(lastRequest()).toEqual({
        page: '1',
        pageSize: '25',
        sort: 'startedAt:desc',
        bot: 'service-hotline',
      }),
    );
    const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1));
    const bots = within(grid)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('data-field') === 'botName');
    expect(new Set(bots.map((cell) => cell.textContent))).toEqual(new Set(['service-hotline']));
    await user.click(
      screen.getByRole('button', { name: 'Bot: service-hotline, remove this filter' }),
    );
    await waitFor(() => expect(address()).toBe(''));
    expect(lastRequest()).not.toHaveProperty('bot');
  });

  it('a picked filter goes to the address and the request, back on page 1', async () => {
    const user = userEvent.setup();
    renderPage('?page=3');
    await waitFor(() => expect(lastRequest().page).toBe('3'));

    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(await screen.findByRole('option', { name: 'Voice' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ channel: 'voice', page: '1' }));
    expect(address()).toBe('?channel=voice');

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Japanese' }));
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ channel: 'voice', language: 'ja-JP' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(lastRequest()).toMatchObject({ period: '7d' }));
    expect(address()).toBe('?period=7d&channel=voice&language=ja-JP');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(lastRequest()).toEqual({ page: '1', pageSize: '25', sort: 'startedAt:desc' }),
    );
    expect(address()).toBe('');
  });

  it('searches once typing pauses, not on every key', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(requests.seen).toHaveLength(1));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'passwort');
    await waitFor(() => expect(lastRequest().q).toBe('passwort'));
    const searches = requests.seen.filter((params) => params.has('q'));
    expect(searches).toHaveLength(1);
    expect(address()).toBe('?q=passwort');
  });

  it('a custom period sends a valid range and only valid ones', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByRole('option', { name: 'Custom range' }));
    await waitFor(() => expect(lastRequest().period).toBe('custom'));
    const { from, to } = lastRequest();
    expect(from <= to).toBe(true);

    const count = requests.seen.length;
    const fromField = screen.getByLabelText('From');
    await user.clear(fromField);
    await user.type(fromField, '2999-01-01');
    expect(
      await screen.findByText('The last day cannot be before the first day.'),
    ).toBeInTheDocument();
    expect(requests.seen).toHaveLength(count);
  });

  it('stays on the page it was sent to, also after the rows arrive and on the next page', async () => {
    const user = userEvent.setup();
    renderPage('?page=3');
    const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(25));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastRequest().page).toBe('4'));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(25));
    // The grid must not send itself back to the first page when it renders again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(address()).toBe('?page=4');
    expect(requests.seen.map((params) => params.get('page'))).toEqual(['3', '4']);
  });

  it('sorting by a column header goes to the server', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('grid');
    await user.click(await screen.findByRole('columnheader', { name: /Duration/ }));
    await waitFor(() => expect(lastRequest().sort).toBe('durationSeconds:desc'));
    expect(address()).toBe('?sort=durationSeconds%3Adesc');
  });

  it('says so when nothing matches', async () => {
    renderPage('?q=no-such-words-anywhere');
    expect(await screen.findByText('No conversations match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export this page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export all matching…' })).toBeDisabled();
  });

  it('shows a failed load in place with Retry', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/conversations', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });

  it('shows a 403 in place, without Retry', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get('*/api/v1/conversations', () =>
        HttpResponse.json({ code: 'forbidden', message: 'no' }, { status: 403 }),
      ),
    );
    renderPage();
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>History back</button>;
}

/** The list and the conversation page, as the app routes them, with the browser's Back. */
const renderArea = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/incoming" element={<IncomingPage />} />
        <Route path="/incoming/:id" element={<ConversationPage />} />
      </Routes>
      <Address />
      <BackButton />
    </>,
    { initialEntries: ['/incoming'] },
  );

const rowLinks = async () => {
  const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
  await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(25));
  return within(grid).getAllByRole('link');
};

describe('IncomingPage rows by keyboard', { timeout: 30_000 }, () => {
  beforeEach(resetPageHeadingFocus);

  it('each row links to its conversation, and Tab goes from one row to the next', async () => {
    const user = userEvent.setup();
    renderPage();
    const links = await rowLinks();
    for (const link of links)
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/incoming\/conv-\d{4}$/));
    screen.getByRole('searchbox', { name: 'Search' }).focus();
    for (let presses = 0; presses < 5 && document.activeElement !== links[0]; presses += 1) {
      await user.tab();
    }
    expect(links[0]).toHaveFocus();
    await user.tab();
    expect(links[1]).toHaveFocus();
  });

  it('Enter on a row’s link opens the conversation once, its heading focused; Back is the list', async () => {
    const user = userEvent.setup();
    renderArea();
    const [first] = await rowLinks();
    first!.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Conversation' });
    expect(await screen.findByRole('region', { name: 'Transcript' })).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Incoming' })).toBeInTheDocument();
    expect(address()).toBe('');
  });
});

describe('IncomingPage at phone width', { timeout: 30_000 }, () => {
  beforeEach(() => mockViewportWidth(390));

  it('shows the essential columns only and no page-size choice', async () => {
    renderPage();
    const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(25));
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Started', 'Outcome']);
    expect(screen.queryByRole('combobox', { name: /Rows per page/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });
});
