import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    </PageContainer>
  );
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/incoming" element={<Page title="Incoming" />} />
      <Route path="/incoming/:id" element={<Page title="Conversation" />} />
      <Route path="/users" element={<Page title="Users" />} />
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

  it('keeps focus where it is when only the query string changes (filters, paging)', async () => {
    const user = userEvent.setup();
    renderAt('/incoming');
    const next = screen.getByRole('link', { name: 'Next page' });
    await user.click(next);
    expect(next).toHaveFocus();
  });
});
