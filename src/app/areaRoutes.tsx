import type { RouteObject } from 'react-router';
import { lazyWithRetry, type PreloadableComponent } from '../lib/lazy';
import { AREAS, type AreaId } from './areas';
import { AreaRoute } from './AreaRoute';
import { NotFoundPage } from './NotFoundPage';

// Literal import() calls, one per area, so Vite emits each page as its own chunk.
const AREA_PAGES: Record<AreaId, PreloadableComponent<object>> = {
  homepage: lazyWithRetry(() => import('../features/homepage/HomePage'), 'homepage'),
  dashboard: lazyWithRetry(() => import('../features/dashboard/DashboardPage'), 'dashboard'),
  flows: lazyWithRetry(() => import('../features/flows/FlowsPage'), 'flows'),
  train: lazyWithRetry(() => import('../features/train/TrainPage'), 'train'),
  incoming: lazyWithRetry(() => import('../features/incoming/IncomingPage'), 'incoming'),
  configuration: lazyWithRetry(
    () => import('../features/configuration/ConfigurationPage'),
    'configuration',
  ),
  tech: lazyWithRetry(() => import('../features/tech/TechPage'), 'tech'),
  users: lazyWithRetry(() => import('../features/users/UsersPage'), 'users'),
  account: lazyWithRetry(() => import('../features/account/AccountPage'), 'account'),
  support: lazyWithRetry(() => import('../features/support/SupportPage'), 'support'),
};

// Detail pages below an area's own address, each its own chunk like the area pages.
const IncomingConversationPage = lazyWithRetry(
  () => import('../features/incoming/ConversationPage'),
  'incoming-conversation',
);
const TechCallLatencyPage = lazyWithRetry(
  () => import('../features/tech/CallLatencyPage'),
  'tech-call-latency',
);
const TrainIntentPage = lazyWithRetry(() => import('../features/train/IntentPage'), 'train-intent');
const FlowEditorPage = lazyWithRetry(
  () => import('../features/flows/FlowEditorPage'),
  'flows-editor',
);
const ConfigurationDetailPage = lazyWithRetry(
  () => import('../features/configuration/ConfigurationDetailPage'),
  'configuration-detail',
);

/** The page an address shows (an area's, or a detail page's), with its area's id. */
function pageAt(
  pathname: string,
): { area: AreaId; page: PreloadableComponent<object> } | undefined {
  // `/tech/:section` and `/train/:section` are sections of their area's page.
  const [first, detail, item] = pathname.split('/').filter(Boolean);
  const area = AREAS.find((candidate) => candidate.path === `/${first ?? ''}`);
  if (!area) return undefined;
  const page =
    detail && area.id === 'incoming'
      ? IncomingConversationPage
      : detail && area.id === 'configuration'
        ? ConfigurationDetailPage
        : detail && area.id === 'flows'
          ? FlowEditorPage
          : item && detail === 'calls' && area.id === 'tech'
            ? TechCallLatencyPage
            : item && detail === 'intents' && area.id === 'train'
              ? TrainIntentPage
              : AREA_PAGES[area.id];
  return { area: area.id, page };
}

/** Starts loading the page an address will show (its area's, or a detail page's). */
export function preloadAreaAt(pathname: string): void {
  void pageAt(pathname)
    ?.page.preload()
    .catch(() => undefined);
}

/**
 * The area whose own page an address shows, kept mounted when the person leaves it (see
 * KeptPages); undefined for detail pages and editors, which are not kept.
 */
export function keptAreaAt(pathname: string): AreaId | undefined {
  const shown = pageAt(pathname);
  return shown && shown.page === AREA_PAGES[shown.area] ? shown.area : undefined;
}

/** The signed-in routes, to be nested under the layout route (whose element renders <Outlet/>). */
export const areaRoutes: RouteObject[] = [
  ...AREAS.map(({ id, path }): RouteObject => {
    const element = <AreaRoute page={AREA_PAGES[id]} />;
    return path === '/' ? { index: true, element } : { path, element };
  }),
  { path: '/incoming/:id', element: <AreaRoute page={IncomingConversationPage} /> },
  { path: '/configuration/:id', element: <AreaRoute page={ConfigurationDetailPage} /> },
  { path: '/flows/:id', element: <AreaRoute page={FlowEditorPage} /> },
  { path: '/tech/calls/:conversationId', element: <AreaRoute page={TechCallLatencyPage} /> },
  { path: '/tech/:section', element: <AreaRoute page={AREA_PAGES.tech} /> },
  { path: '/train/intents/:id', element: <AreaRoute page={TrainIntentPage} /> },
  { path: '/train/:section', element: <AreaRoute page={AREA_PAGES.train} /> },
  { path: '*', element: <NotFoundPage /> },
];
