import type { ReactNode } from 'react';
import { EmptyState } from '../../layout/EmptyState';
import { ErrorState } from '../../layout/ErrorState';
import { SectionSkeleton } from '../../layout/SectionSkeleton';

/** What a query reports (a TanStack Query result fits). */
export interface QueryStatesQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface QueryStatesProps<T> {
  query: QueryStatesQuery<T>;
  /** Placeholder in the content's own shape while the first answer is on its way. */
  loading?: ReactNode;
  /** Whether the answer holds nothing to show; `emptyMessage` then says why. */
  isEmpty?: (data: T) => boolean;
  /** Why there is nothing: e.g. "nothing matches the filters" or "no one yet". */
  emptyMessage?: string;
  /**
   * Another first answer the content's shape depends on is still on its way (the person's
   * permissions, which add the rows' actions): the placeholder stays until it is in, so the rows
   * do not change their columns under the person's eyes a moment after they show.
   */
  waiting?: boolean;
  /** Puts the error in the screen's own frame (e.g. its heading), where the content brings its own. */
  errorFrame?: (error: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The states around what a query reads: a failed first load (in the person's language, with Retry
 * where trying again can help), loading, empty, or the content. What is already on screen stays
 * while a newer answer loads or fails. Lists drawn by MUI X's DataGrid show loading and "no rows"
 * in the grid itself and leave those to it.
 */
export function QueryStates<T>(props: QueryStatesProps<T>) {
  const {
    query,
    loading,
    isEmpty,
    emptyMessage = '',
    waiting = false,
    errorFrame,
    children,
  } = props;
  if (query.isError && query.data === undefined) {
    const error = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
    return errorFrame ? errorFrame(error) : error;
  }
  if (query.data === undefined || waiting) return loading ?? <SectionSkeleton rows={5} />;
  if (isEmpty?.(query.data)) return <EmptyState message={emptyMessage} />;
  return children(query.data);
}
