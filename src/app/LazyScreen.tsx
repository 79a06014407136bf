import { Suspense, type ReactNode } from 'react';
import { PortalErrorBoundary } from './PortalErrorBoundary';

/** A lazily loaded screen: an empty view while its chunk loads, a message if it cannot. */
export function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <PortalErrorBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </PortalErrorBoundary>
  );
}
