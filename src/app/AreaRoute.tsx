import type { ComponentType } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary';

/**
 * One area page behind its own error boundary. The spinner while its code loads is the layout's
 * (KeptPages): one boundary around every page, so a navigation keeps the page on screen until the
 * next one is ready, as a route change in a transition does.
 */
export function AreaRoute({ page: Page }: { page: ComponentType }) {
  return (
    <AreaErrorBoundary>
      <Page />
    </AreaErrorBoundary>
  );
}
