import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ConversationPage from '../../src/features/incoming/ConversationPage';
import IncomingPage from '../../src/features/incoming/IncomingPage';
import UsersPage from '../../src/features/users/UsersPage';
import { browserTimeZone, setTimeZone } from '../../src/lib/preferences';
import { mockDb, resetMockData } from '../../src/mocks/data';
import { renderWithProviders } from '../../src/testing/renderWithProviders';

// UTC+14: every moment lands on another calendar day or hour than in UTC, so a view that ignores
// the preference shows something else.
const ZONE = 'Pacific/Kiritimati';
const inZone = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: ZONE }).format(new Date(iso));
const inUtc = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(iso));
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

describe('the time zone chosen on the Account page', { timeout: 30_000 }, () => {
  beforeEach(() => setTimeZone(ZONE));
  afterEach(() => {
    setTimeZone(browserTimeZone());
    resetMockData();
  });

  it('is used by Incoming’s list', async () => {
    renderWithProviders(<IncomingPage />, { initialEntries: ['/incoming'] });
    const grid = await screen.findByRole('grid', { name: 'Incoming conversations' });
    const newest = [...mockDb().conversations].sort((a, b) =>
      b.startedAt.localeCompare(a.startedAt),
    )[0]!;
    expect(inZone(newest.startedAt, DATE_TIME)).not.toBe(inUtc(newest.startedAt, DATE_TIME));
    expect(
      await within(grid).findByRole('link', { name: inZone(newest.startedAt, DATE_TIME) }),
    ).toBeInTheDocument();
  });

  it('is used by a conversation’s details and its transcript', async () => {
    const conversation = mockDb().conversations[0]!;
    renderWithProviders(
      <Routes>
        <Route path="/incoming/:id" element={<ConversationPage />} />
      </Routes>,
      { initialEntries: [`/incoming/${conversation.id}`] },
    );
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(
      within(details).getByText(inZone(conversation.startedAt, DATE_TIME)),
    ).toBeInTheDocument();
    const transcript = screen.getByRole('region', { name: 'Transcript' });
    const turn = conversation.transcript[0]!;
    expect(
      within(transcript).getAllByText(inZone(turn.at, { timeStyle: 'medium' })).length,
    ).toBeGreaterThan(0);
  });

  it('is used by Users’ last sign-in', async () => {
    renderWithProviders(<UsersPage />, { initialEntries: ['/users?q=bob'] });
    const bob = mockDb().users.find((user) => user.name === 'Bob Sample')!;
    const full: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
    const moment = await screen.findByText('yesterday');
    expect(moment).toHaveAttribute('title', inZone(bob.lastSignInAt!, full));
  });
});
