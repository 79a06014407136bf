import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import enUS from '../i18n/locales/en-US.json';
import type { SupportedLanguage } from '../i18n/languages';
import { theme } from '../theme/theme';

/**
 * A ready i18n instance with the en-US texts, initialised synchronously (no backend, no
 * Suspense). `languages` become the enabled ones that useLanguage() reports.
 */
export function createSyncTestI18n(languages: SupportedLanguage[] = ['en-US']): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    supportedLngs: languages,
    resources: { 'en-US': { translation: enUS } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Router history to start with; the last entry is the current location. */
  initialEntries?: string[];
  /** Defaults to a fresh en-US instance from createSyncTestI18n(). */
  i18n?: i18n;
  /** Defaults to a fresh cache that does not retry, so failures show at once. */
  queryClient?: QueryClient;
}

/** Renders with the app's theme, translations and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    initialEntries = ['/'],
    i18n = createSyncTestI18n(),
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...options
  }: ProviderOptions = {},
) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
          </QueryClientProvider>
        </I18nextProvider>
      </ThemeProvider>
    );
  }
  return { i18n, queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}

export interface RouteOptions extends ProviderOptions {
  /** The route pattern the page is mounted at, e.g. `/configuration/:id`. */
  path: string;
  /** Routes nested under it, when the page is a layout (rendering an outlet). */
  children?: RouteObject[];
}

/**
 * Like {@link renderWithProviders}, but on a data router (createMemoryRouter), as the portal
 * runs: pages that hold navigation (useBlocker) need one. Any other address shows a heading
 * "Elsewhere", so a test can see that the page was left.
 */
export function renderRoute(
  ui: ReactElement,
  {
    path,
    children,
    initialEntries = [path],
    i18n = createSyncTestI18n(),
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    ...options
  }: RouteOptions,
) {
  const router = createMemoryRouter(
    [
      { path, element: ui, children },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries },
  );
  const result = render(
    <ThemeProvider theme={theme}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>,
    options,
  );
  return { i18n, queryClient, router, ...result };
}
