import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsHost, subscribe } from '../../lib/notifications';
import { AUTO_HIDE_WITH_ACTION_MS } from '../../lib/notifications/autoHide';
import { mockDb, resetMockData, setCurrentRole } from '../../mocks/data';
import { server } from '../../mocks/node';
import { mockViewportWidth } from '../../testing/matchMedia';
import { renderWithProviders } from '../../testing/renderWithProviders';
import UsersPage from './UsersPage';

// MUI tables and selects render slowly on a loaded two-core machine; a second is too tight.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The query strings of every GET /users the page sent, in order. */
let listRequests: URLSearchParams[] = [];
const recordListRequests = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (request.method === 'GET' && url.pathname === '/api/v1/users') {
    listRequests.push(url.searchParams);
  }
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(path = '/users') {
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      <UsersPage />
      <LocationProbe />
    </>,
    { initialEntries: [path] },
  );
  return { user, ...result };
}

/**
 * The page with a host for notifications. Earlier tests' confirmations wait for a host; they are
 * dropped so this test's show first.
 */
function renderWithNotifications(path: string) {
  subscribe(() => {})();
  return renderWithProviders(
    <>
      <UsersPage />
      <NotificationsHost />
    </>,
    { initialEntries: [path] },
  );
}

const table = () => screen.findByRole('grid', { name: 'Users' });
const lastRequest = () => listRequests[listRequests.length - 1];
/** The grid row (or, at phone width, the card) that names the person. */
const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest<HTMLElement>('[role="row"], li')!;

beforeEach(() => {
  resetMockData();
  listRequests = [];
  server.events.on('request:start', recordListRequests);
});
afterEach(() => {
  server.events.removeListener('request:start', recordListRequests);
});

describe('UsersPage list', () => {
  it('shows the people from the server with role, status and last sign-in', async () => {
    renderPage();
    const bob = await rowOf('Bob Sample');
    expect(within(bob).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' })).toHaveTextContent(
      'Editor',
    );
    expect(within(bob).getByText('Active')).toBeInTheDocument();
    expect(within(bob).getByText('yesterday')).toBeInTheDocument();
    // The signed-in person is marked and cannot change themselves.
    const alice = await rowOf('Alice Example');
    expect(within(alice).getByText('you')).toBeInTheDocument();
    expect(within(alice).queryByRole('combobox')).not.toBeInTheDocument();
    // Invited people have never signed in.
    expect(screen.getAllByText('Never').length).toBeGreaterThan(0);
    expect(lastRequest().get('sort')).toBe('name:asc');
    expect(lastRequest().get('pageSize')).toBe('25');
  });

  it('starts from the address and sends filters, sort and paging to the server', async () => {
    const { user } = renderPage('/users?status=active&sort=email:desc');
    await table();
    expect(lastRequest().get('status')).toBe('active');
    expect(lastRequest().get('sort')).toBe('email:desc');

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(lastRequest().get('role')).toBe('editor'));
    expect(screen.getByTestId('location')).toHaveTextContent('role=editor');

    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('name:asc'));
    await user.click(screen.getByRole('columnheader', { name: /^Name/ }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('name:desc'));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'bob');
    await waitFor(() => expect(lastRequest().get('q')).toBe('bob'));
    expect(await rowOf('Bob Sample')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('q=bob');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastRequest().has('q')).toBe(false));
    expect(lastRequest().has('role')).toBe(false);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('pages through the list on the server', async () => {
    const { user } = renderPage('/users?pageSize=10');
    await table();
    expect(lastRequest().get('page')).toBe('1');
    expect(screen.getByText('1–10 of 44')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastRequest().get('page')).toBe('2'));
    expect(await screen.findByText('11–20 of 44')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
  });

  it('says so when no one matches', async () => {
    renderPage('/users?q=nobody-by-this-name');
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
  });

  it('shows a load failure in place with Retry', async () => {
    server.use(http.get('*/api/v1/users', () => HttpResponse.json({}, { status: 500 })));
    renderPage();
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('UsersPage invite', () => {
  it('checks the form before sending anything', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a role.')).toBeInTheDocument();
    // The first field at fault has the focus.
    expect(within(dialog).getByRole('textbox', { name: /E-mail/ })).toHaveFocus();

    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Please enter a valid e-mail address.'),
    ).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('shows the server’s already_exists next to the e-mail and keeps the input', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await user.type(email, 'bob@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Analyst' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), 'Bob Again');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('Someone with this e-mail address is already a user.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('bob@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('Analyst');
    expect(within(dialog).getByRole('textbox', { name: 'Name (optional)' })).toHaveValue(
      'Bob Again',
    );
  });

  it('invites someone, who then shows up as invited', async () => {
    const { user } = renderPage('/users?status=invited');
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'nina@example.com');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name (optional)' }), 'Nina New');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const nina = await rowOf('Nina New');
    expect(within(nina).getByText('Invited')).toBeInTheDocument();
    expect(within(nina).getByText('Never')).toBeInTheDocument();
  });
});

describe('UsersPage permissions', () => {
  it('offers no changes to a role without users.manage', async () => {
    setCurrentRole('viewer');
    renderPage();
    await rowOf('Bob Sample');
    expect(
      await screen.findByText('Your role lets you view the users but not invite or change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('explains a 403 from the server', async () => {
    server.use(
      http.put('*/api/v1/users/:id', () =>
        HttpResponse.json({ code: 'forbidden', message: 'Not allowed' }, { status: 403 }),
      ),
    );
    const { user } = renderPage();
    const bob = await rowOf('Bob Sample');
    await user.click(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to change users.',
    );
    // The role shown is still the one the server keeps.
    await waitFor(() =>
      expect(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' })).toHaveTextContent(
        'Editor',
      ),
    );
  });
});

describe('UsersPage changes', () => {
  it('changes a role, deactivates and reactivates', async () => {
    const { user } = renderPage('/users?q=bob');
    const bob = await rowOf('Bob Sample');
    await user.click(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' }));
    await user.click(await screen.findByRole('option', { name: 'Analyst' }));
    await waitFor(() =>
      expect(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' })).toHaveTextContent(
        'Analyst',
      ),
    );

    await user.click(within(bob).getByRole('button', { name: 'More actions for Bob Sample' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await within(bob).findByText('Deactivated')).toBeInTheDocument();

    await user.click(within(bob).getByRole('button', { name: 'More actions for Bob Sample' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reactivate' }));
    expect(await within(bob).findByText('Active')).toBeInTheDocument();
  });

  it('offers no other change to a person while one is on its way (it would carry an old version)', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // Holds the server's answer, then lets the mock server answer as always.
    server.use(http.put('*/api/v1/users/:id', () => held.then(() => undefined)));
    const { user } = renderPage('/users?q=bob');
    const bob = await rowOf('Bob Sample');
    const actions = within(bob).getByRole('button', { name: 'More actions for Bob Sample' });
    await user.click(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' }));
    await user.click(await screen.findByRole('option', { name: 'Analyst' }));
    // The role cell sent it; the actions cell of the same row waits for the answer too.
    await waitFor(() => expect(actions).toBeDisabled());
    answer();
    await waitFor(() => expect(actions).toBeEnabled());
    expect(mockDb().users.find((person) => person.name === 'Bob Sample')!.role).toBe('analyst');
  });

  it('confirms a role change with Undo, which puts the previous role back on the server', async () => {
    const user = userEvent.setup();
    renderWithNotifications('/users?q=bob');
    const bob = await rowOf('Bob Sample');
    const before = mockDb().users.find((person) => person.name === 'Bob Sample')!.role;
    const roleOfBob = () => within(bob).getByRole('combobox', { name: 'Role of Bob Sample' });
    await user.click(roleOfBob());
    await user.click(await screen.findByRole('option', { name: 'Analyst' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Bob Sample is now Analyst.');
    expect(mockDb().users.find((person) => person.name === 'Bob Sample')!.role).toBe('analyst');

    await user.click(within(confirmation).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(mockDb().users.find((person) => person.name === 'Bob Sample')!.role).toBe(before),
    );
    await waitFor(() => expect(roleOfBob()).not.toHaveTextContent('Analyst'));
  });

  it('keeps the new role when Undo is not used: the confirmation goes, the server keeps it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithNotifications('/users?q=bob');
      const bob = await rowOf('Bob Sample');
      let puts = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'PUT') puts += 1;
      });
      await user.click(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' }));
      await user.click(await screen.findByRole('option', { name: 'Analyst' }));
      const confirmation = await screen.findByRole('status');
      expect(within(confirmation).getByRole('button', { name: 'Undo' })).toBeInTheDocument();

      // The Undo stays on offer for a while, then leaves with the confirmation.
      await act(() => vi.advanceTimersByTimeAsync(AUTO_HIDE_WITH_ACTION_MS - 1000));
      expect(within(confirmation).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

      expect(puts).toBe(1);
      expect(mockDb().users.find((person) => person.name === 'Bob Sample')!.role).toBe('analyst');
      expect(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' })).toHaveTextContent(
        'Analyst',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('undoes a change that took the person out of the filtered list, and confirms it', async () => {
    const user = userEvent.setup();
    renderWithNotifications('/users?role=editor&q=bob');
    const bob = await rowOf('Bob Sample');
    await user.click(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    // Bob is no editor now, so the list no longer shows him; the confirmation still offers Undo.
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Bob Sample is now Viewer.');

    await user.click(within(confirmation).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Bob Sample is Editor again.')).toBeInTheDocument();
    expect(mockDb().users.find((person) => person.name === 'Bob Sample')!.role).toBe('editor');
    expect(await rowOf('Bob Sample')).toBeInTheDocument();
  });

  it('deletes only after a confirmation that names the person', async () => {
    const { user } = renderPage();
    const openDelete = async () => {
      const bob = await rowOf('Bob Sample');
      await user.click(within(bob).getByRole('button', { name: 'More actions for Bob Sample' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
      return screen.findByRole('dialog', { name: 'Delete user' });
    };

    let dialog = await openDelete();
    expect(dialog).toHaveTextContent('Delete Bob Sample (bob@example.com)?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Bob Sample')).toBeInTheDocument();

    dialog = await openDelete();
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: /Bob Sample/ })).not.toBeInTheDocument(),
    );
  });
});

describe('UsersPage at phone width', () => {
  beforeEach(() => mockViewportWidth(390));

  const cardOf = async (name: string) =>
    (await screen.findAllByRole('listitem')).find((item) => item.textContent?.startsWith(name))!;

  it('shows a card per person with everything the table has, and its actions', async () => {
    renderPage('/users?pageSize=10');
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));

    const bob = await cardOf('Bob Sample');
    expect(bob).toHaveTextContent('bob@example.com');
    expect(bob).toHaveTextContent('Active');
    expect(bob).toHaveTextContent('Last sign-in: yesterday');
    expect(within(bob).getByRole('combobox', { name: 'Role of Bob Sample' })).toHaveTextContent(
      'Editor',
    );
    expect(within(bob).getByRole('button', { name: 'More actions for Bob Sample' })).toBeEnabled();
    const alice = await cardOf('Alice Example');
    expect(alice).toHaveTextContent('you');
    expect(alice).toHaveTextContent('Administrator');
    expect(within(alice).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(alice).queryByRole('button')).not.toBeInTheDocument();

    // The page navigation alone, so it fits.
    expect(screen.getByText('1–10 of 44')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to the next page' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Go to the last page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Rows per page/ })).not.toBeInTheDocument();
  });

  it('sorts without column headers: a field, then its direction', async () => {
    const { user } = renderPage();
    await screen.findByRole('list', { name: 'Users' });
    const descending = screen.getByRole('button', { name: 'Descending order' });
    expect(descending).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Last sign-in' }));
    await waitFor(() => expect(lastRequest().get('sort')).toBe('lastSignInAt:asc'));
    await user.click(descending);
    await waitFor(() => expect(lastRequest().get('sort')).toBe('lastSignInAt:desc'));
    expect(screen.getByRole('button', { name: 'Descending order' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('sort=lastSignInAt%3Adesc');
  });
});
