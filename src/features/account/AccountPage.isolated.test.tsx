import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_STORAGE_KEY } from '../../lib/preferences';
import { FakeAuth } from '../../testing/FakeAuthProvider';
import { fakeAuthEvents, fakeUser } from '../../testing/fakeOidc';
import { createSyncTestI18n, renderWithProviders } from '../../testing/renderWithProviders';
import AccountPage from './AccountPage';
import { renewalStore } from './renewalStore';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('../../auth/useSessionActions', () => ({
  useSessionActions: () => ({ signOut, signIn: vi.fn(), busy: false }),
}));

const NOW = Date.parse('2026-03-10T12:00:00Z');

function renderAccount(user = fakeUser(), auth = fakeAuthEvents(), i18n = createSyncTestI18n()) {
  renderWithProviders(
    <FakeAuth value={{ user, events: auth.events }}>
      <AccountPage />
    </FakeAuth>,
    { i18n },
  );
  return auth;
}

function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

beforeEach(() => renewalStore.reset());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  signOut.mockClear();
});

describe('AccountPage', { timeout: 20_000 }, () => {
  it("shows the profile from the ID token's claims", () => {
    renderAccount();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(detail('Name')).toHaveTextContent('Alice Example');
    expect(detail('E-mail')).toHaveTextContent('alice@example.com');
    expect(detail('User ID (subject)')).toHaveTextContent('alice');
    expect(detail('Identity provider')).toHaveTextContent('https://id.example.com');
  });

  it('counts the access token down each second without a live region', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(NOW);
    const user = fakeUser({ expires_at: (NOW + (4 * 60 + 12) * 1000) / 1000 });
    renderAccount(user);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent('4 min 12 s');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('4 min 11 s');
    act(() => vi.advanceTimersByTime(4 * 60_000));
    expect(timer).toHaveTextContent('11 s');
    act(() => vi.advanceTimersByTime(11_000));
    expect(timer).toHaveTextContent('Expired');
    // The static expiry time does not move.
    expect(detail('Access token expires at').querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(NOW + 252_000).toISOString(),
    );
  });

  it('shows the last silent renewal and its result', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const auth = renderAccount();
    expect(detail('Last silent renewal')).toHaveTextContent('None yet');
    act(() => auth.fire('UserLoaded', fakeUser()));
    expect(detail('Last silent renewal')).toHaveTextContent(/^Succeeded at /);
    act(() => auth.fire('SilentRenewError', new Error('login_required')));
    expect(detail('Last silent renewal')).toHaveTextContent(/^Failed at /);
  });

  it('stores a new time zone and shows times in it', async () => {
    const user = fakeUser();
    user.profile = { ...user.profile, auth_time: NOW / 1000 };
    renderAccount(user);
    const ui = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await ui.clear(input);
    await ui.type(input, 'Tokyo');
    await ui.click(await screen.findByRole('option', { name: 'Asia/Tokyo' }));
    expect(localStorage.getItem(TIME_ZONE_STORAGE_KEY)).toBe('Asia/Tokyo');
    expect(input).toHaveValue('Asia/Tokyo');
    // 12:00 UTC is 9 PM in Tokyo.
    expect(detail('Signed in at')).toHaveTextContent('9:00:00 PM');
  });

  it('offers the interface language, the login screen’s choice, and switches it', async () => {
    const i18n = createSyncTestI18n(['en-US', 'de-DE']);
    renderAccount(fakeUser(), fakeAuthEvents(), i18n);
    const select = screen.getByRole('combobox', { name: 'Interface language' });
    expect(select).toHaveDisplayValue('English');
    await userEvent.setup().selectOptions(select, 'de-DE');
    expect(i18n.language).toBe('de-DE');
  });

  it('signs out with the portal’s own sign-out', async () => {
    renderAccount();
    const actions = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await userEvent.setup().click(within(actions).getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
