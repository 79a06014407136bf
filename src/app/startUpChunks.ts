import { likelySignedInAtStart } from '../auth/sessionAtStart';
import { lazyWithRetry } from '../lib/lazy';

// Two lazy chunks: "session" (the sign-in library) and "portal" (MUI, router, layout, areas).
// Each start-up screen shows nothing while its chunk arrives (as their Suspense boundary would),
// and then at once: a revealed boundary would be held back by React for up to 300 ms.
const sessionChunk = () => import('../auth/sessionChunk');
const START_UP = { outsideSuspense: true };
export const SignInCompleted = lazyWithRetry(
  async () => ({ default: (await sessionChunk()).PortalAuthProvider }),
  'session',
  START_UP,
);
export const SignedInGate = lazyWithRetry(
  async () => ({ default: (await sessionChunk()).SignedInGate }),
  'session',
  START_UP,
);
export const SignedInPortal = lazyWithRetry(() => import('./SignedInPortal'), 'portal', START_UP);

/**
 * For a person coming back signed in (or from the identity provider), the sign-in library and the
 * signed-in portal start loading with the settings and translations instead of after them: each
 * then renders at once when its turn comes. The page's own code follows with the router.
 */
export function preloadSignedInAtStart(): void {
  if (!likelySignedInAtStart()) return;
  // A failure here is met again, and handled, when the screen renders.
  const quietly = (loading: Promise<unknown>) => void loading.catch(() => undefined);
  quietly(SignInCompleted.preload());
  quietly(SignedInGate.preload());
  quietly(SignedInPortal.preload());
}
