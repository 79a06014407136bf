import {
  Activity,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';
import { PageLoading } from './PageLoading';
import { PageVisitContext } from './pageVisit';

type Location = ContextType<typeof LocationContext>;

interface Page {
  /** What the page renders, and the address it is given. */
  element: ReactNode;
  location: Location;
  /** The router's outlet and location this entry was last brought up to date with. */
  seenOutlet: ReactNode;
  seenLocation: Location;
  /** Navigations to the page while it stayed mounted (see PageVisitContext). */
  visit: number;
}

/** Whether two addresses show the same thing (they differ in their key: one is a new visit). */
function samePlace(a: Location['location'], b: Location['location']): boolean {
  return (
    a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state
  );
}

/** The slot of a page that is not kept when left (a detail page, an editor, an unknown address). */
const UNKEPT = '\0unkept';

/**
 * How long a page stays kept after the person left it: as long as the query cache keeps data that
 * no screen shows (TanStack Query's default), after which coming back would fetch it anew anyway.
 * A long session holds only the areas used lately.
 */
const KEEP_HIDDEN_MS = 5 * 60_000;

export interface KeptPagesProps {
  /**
   * Which kept page an address shows (an area's own page), or undefined for a page that is
   * dropped when left.
   */
  keyOf?: (pathname: string) => string | undefined;
  keepHiddenMs?: number;
}

/**
 * The routed page. An area's page that the person leaves stays mounted, hidden (React's
 * Activity: its DOM kept with `display: none`, its effects and subscriptions stopped), so coming
 * back to it shows it at once instead of building it again — a data grid's mount measures itself
 * over a dozen synchronous renders. Its data subscriptions start again when it shows, which
 * refreshes stale data in the background as a new mount would.
 *
 * A hidden page keeps the address it was left at, so its list state (read from the query string)
 * stays its own. (React still renders its readers of the router's location once per navigation,
 * in the background, since it carries a parent's context changes into hidden trees; they read the
 * page's own address and change nothing.) Detail pages and editors are not kept: leaving an
 * editor discards what it held, as the unsaved-changes prompt says.
 *
 * One Suspense boundary holds every page: the spinner shows while the first page's code loads,
 * and a navigation to a page whose code is still on its way keeps the page on screen until it
 * is there (a boundary of its own per page would show the spinner for at least React's 300 ms
 * between a fallback and its content).
 */
export function KeptPages({ keyOf, keepHiddenMs = KEEP_HIDDEN_MS }: KeptPagesProps) {
  const outlet = useOutlet();
  const location = useContext(LocationContext);
  const shownKey = keyOf?.(location.location.pathname) ?? UNKEPT;
  // Every kept page in the order first shown (so no page's DOM moves), the shown one included.
  const [pages, setPages] = useState<ReadonlyMap<string, Page>>(() => new Map());
  const shown = pages.get(shownKey);
  if (shown?.seenOutlet !== outlet || shown.seenLocation !== location) {
    // Stored during render (React renders again at once, before any child): the page left is
    // kept exactly as it was last rendered. Coming back to the same address, the page keeps the
    // element and address it has, so it shows without rendering again.
    const next = new Map(pages);
    if (shownKey !== UNKEPT) next.delete(UNKEPT);
    // Each new location of the shown page is a visit. One to the address the page already has
    // keeps its element and address; anything else (a new address, or the router's outlet for
    // the same location) is rendered.
    const visited = shown !== undefined && shown.seenLocation !== location;
    const visit = (shown?.visit ?? 0) + (visited ? 1 : 0);
    next.set(
      shownKey,
      visited && samePlace(shown.location.location, location.location)
        ? { ...shown, seenOutlet: outlet, seenLocation: location, visit }
        : { element: outlet, location, seenOutlet: outlet, seenLocation: location, visit },
    );
    setPages(next);
  }

  // When each hidden page was left; pages hidden for longer than keepHiddenMs are dropped.
  const leftAt = useRef(new Map<string, number>());
  useEffect(() => {
    const left = leftAt.current;
    left.delete(shownKey);
    return () => void left.set(shownKey, Date.now());
  }, [shownKey]);
  useEffect(() => {
    const left = leftAt.current;
    if (left.size === 0) return;
    const due = Math.min(...left.values()) + keepHiddenMs;
    const timer = setTimeout(
      () => {
        const expired = [...left].filter(([, at]) => Date.now() - at >= keepHiddenMs);
        for (const [key] of expired) left.delete(key);
        setPages((current) => {
          const next = new Map(current);
          for (const [key] of expired) next.delete(key);
          return next;
        });
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [pages, shownKey, keepHiddenMs]);

  return (
    <Suspense fallback={<PageLoading />}>
      {[...pages].map(([key, page]) => (
        <Activity key={key} mode={key === shownKey ? 'visible' : 'hidden'}>
          <LocationContext.Provider value={page.location}>
            <PageVisitContext.Provider value={page.visit}>{page.element}</PageVisitContext.Provider>
          </LocationContext.Provider>
        </Activity>
      ))}
    </Suspense>
  );
}
