import { Suspense, type ComponentType } from 'react';
import { PageLoading } from '../layout/PageLoading';
import { AreaErrorBoundary } from './AreaErrorBoundary';

/** One area page behind its own error boundary, with a spinner while its chunk loads. */
export function AreaRoute({ page: Page }: { page: ComponentType }) {
  return (
    <AreaErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </AreaErrorBoundary>
  );
}
