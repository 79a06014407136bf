import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type JSX } from 'react';
import { Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PageContainer } from './PageContainer';
import { resetPageHeadingFocus } from './usePageHeadingFocus';

function Page({ title }: { title: string }) {
  return (
    <PageContainer title={title}>
      <Link to="/users">To users</Link>
      <Link to="/incoming?page=2">Next page</Link>
      <Link to="/incoming/conv-1">Open conversation</Link>
      <Link to="/train">To training</Link>
    </PageContainer>
  );
}

// An area whose code arrives after the navigation, like every lazily loaded area chunk.
let loadTraining: (page: { default: () => JSX.Element }) => void = () => {};
const LazyTraining = lazy(
  () =>
    new Promise<{ default: () => JSX.Element }>((resolve) => {
      loadTraining = resolve;
    }),
);

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/incoming" element={<Page title="Incoming" />} />
      <Route path="/incoming/:id" element={<Page title="Conversation" />} />
      <Route path="/users" element={<Page title="Users" />} />
      <Route
        path="/train"
        element={
          <Suspense fallback={<p>Loading…</p>}>
            <LazyTraining />
          </Suspense>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

describe('focus after navigation', () => {
  beforeEach(resetPageHeadingFocus);

  it('leaves focus alone on the first page', () => {
    renderAt('/incoming');
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page’s heading after an in-app navigation', async () => {
    const user = userEvent.setup();
    renderAt('/incoming');
    await user.click(screen.getByRole('link', { name: 'To users' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toHaveFocus();
  });

  it('focuses the conversation’s heading when one is opened from the list', async () => {
    const user = userEvent.setup();
    renderAt('/incoming');
    await user.click(screen.getByRole('link', { name: 'Open conversation' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Conversation' })).toHaveFocus();
  });

  it('moves focus once a lazily loaded page has rendered its heading', async () => {
    const user = userEvent.setup();
    renderAt('/incoming');
    await user.click(screen.getByRole('link', { name: 'To training' }));
    await screen.findByText('Loading…');
    await act(async () => loadTraining({ default: () => <Page title="Training" /> }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Training' })).toHaveFocus();
  });

  it('keeps focus where it is when only the query string changes (filters, paging)', async () => {
    const user = userEvent.setup();
    renderAt('/incoming');
    const next = screen.getByRole('link', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveFocus();
  });
});
