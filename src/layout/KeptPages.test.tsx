import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type JSX } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, useSearchParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSyncTestI18n } from '../testing/renderWithProviders';
import { KeptPages } from './KeptPages';
import { PageContainer } from './PageContainer';
import { resetPageHeadingFocus } from './usePageHeadingFocus';

const counts = { homeMounts: 0 };
/** The address (query string and key: a new key is a new visit) the list page saw at each render. */
const listSaw: string[] = [];

function HomePage() {
  const [mountNumber] = useState(() => ++counts.homeMounts);
  const [clicks, setClicks] = useState(0);
  return (
    <PageContainer title="Home">
      <p>Mount {mountNumber}</p>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </PageContainer>
  );
}

function ListPage() {
  const [params] = useSearchParams();
  listSaw.push(`${params.toString()} ${useLocation().key}`);
  return (
    <PageContainer title="List">
      <p>Page {params.get('page') ?? '1'}</p>
    </PageContainer>
  );
}

function DetailPage() {
  return (
    <PageContainer title="Detail">
      <label>
        Note
        <input />
      </label>
    </PageContainer>
  );
}

type PageModule = { default: () => JSX.Element };

/** An area whose code arrives when the test says, like every lazily loaded area chunk. */
function lazyArea() {
  let load: (page: PageModule) => void = () => {};
  const Page = lazy(
    () =>
      new Promise<PageModule>((resolve) => {
        load = resolve;
      }),
  );
  return { Page, load: (page: PageModule) => load(page) };
}
const firstArea = lazyArea();
const nextArea = lazyArea();

/** `/list/:id` is a detail page; every other page is an area's, kept. */
const keyOf = (pathname: string) => (pathname.startsWith('/list/') ? undefined : pathname);

function renderPages(path = '/', keepHiddenMs?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main>
            <KeptPages keyOf={keyOf} keepHiddenMs={keepHiddenMs} />
          </main>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'list', element: <ListPage /> },
          { path: 'list/:id', element: <DetailPage /> },
          { path: 'first', element: <firstArea.Page /> },
          { path: 'next', element: <nextArea.Page /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createSyncTestI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const go = (to: string) => act(() => router.navigate(to));
  return { go };
}

beforeEach(() => {
  counts.homeMounts = 0;
  listSaw.length = 0;
  resetPageHeadingFocus();
});

describe('KeptPages', () => {
  it('keeps an area page the person leaves, hidden, and shows it again as it was', async () => {
    const { go } = renderPages('/');
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));

    await go('/list');
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeVisible();
    // Still there, out of sight and out of the accessibility tree.
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(screen.getByText('Mount 1')).not.toBeVisible();
    expect(document.title).toBe('List · NEO Portal');

    await go('/');
    const heading = screen.getByRole('heading', { level: 1, name: 'Home' });
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    expect(screen.getByText('Mount 1')).toBeVisible();
    expect(counts.homeMounts).toBe(1);
    // Coming back is a navigation like any other: the tab's title and focus follow.
    expect(document.title).toBe('Home · NEO Portal');
    expect(heading).toHaveFocus();
  });

  it('gives a hidden page the address it was left at', async () => {
    const { go } = renderPages('/list?page=2');
    expect(screen.getByText('Page 2')).toBeVisible();

    await go('/?page=5');
    await go('/?page=6');
    expect(screen.getByText('Page 2')).not.toBeVisible();
    // Back at the address it was left at: shown as it was, with the address it had (nothing in
    // it has to render for a new one). Whenever it rendered, it saw that address.
    await go('/list?page=2');
    expect(screen.getByText('Page 2')).toBeVisible();
    expect(new Set(listSaw)).toHaveProperty('size', 1);
    expect(listSaw[0]).toMatch(/^page=2 /);

    // Elsewhere in the same area: rendered for its new address.
    await go('/list?page=3');
    expect(screen.getByText('Page 3')).toBeVisible();
  });

  it('drops a page hidden for longer than it is kept', async () => {
    const { go } = renderPages('/', 50);
    await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await go('/list');
    await waitFor(() => expect(screen.queryByText('Mount 1')).toBeNull());

    await go('/');
    expect(screen.getByText('Mount 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeVisible();
  });

  it('drops a detail page when the person leaves it', async () => {
    const { go } = renderPages('/list/7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');

    await go('/list');
    expect(screen.queryByRole('textbox', { name: 'Note', hidden: true })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'List' })).toBeVisible();

    await go('/list/7');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  });

  it("shows a spinner while the first page's code loads", async () => {
    renderPages('/first');
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await act(async () => firstArea.load({ default: () => <h1>First area</h1> }));
    expect(screen.getByRole('heading', { name: 'First area' })).toBeVisible();
  });

  it("keeps the page on screen while the next page's code loads", async () => {
    const { go } = renderPages('/');
    await go('/next');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();

    await act(async () => nextArea.load({ default: () => <h1>Next area</h1> }));
    expect(screen.getByRole('heading', { name: 'Next area' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  });
});
