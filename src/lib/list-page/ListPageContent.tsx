import type { ReactNode } from 'react';
import { EmptyState } from '../../layout/EmptyState';
import { ErrorState } from '../../layout/ErrorState';
import { SectionSkeleton } from '../../layout/SectionSkeleton';

/** What a list page's query reports (a TanStack Query result fits). */
export interface ListQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ListPageContentProps<T> {
  query: ListQuery<T>;
  /** Whether the answer holds no rows at all. */
  isEmpty: (data: T) => boolean;
  /** Why there is nothing: e.g. "nothing matches the filters" or "no one yet". */
  emptyMessage: string;
  /** Placeholder rows in the list's own shape while the first answer is on its way. */
  skeleton?: ReactNode;
  /**
   * Another first answer the rows' shape depends on is still on its way (the person's
   * permissions, which add the rows' actions): the placeholder stays until it is in, so the rows
   * do not change their columns under the person's eyes a moment after they show.
   */
  waiting?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The states around a list: a failed first load (with Retry), loading, empty, or the rows. A page
 * already on screen stays while a newer one loads or fails. Lists drawn by MUI X's DataGrid show
 * loading and "no rows" in the grid itself and use ErrorState alone.
 */
export function ListPageContent<T>(props: ListPageContentProps<T>) {
  const { query, isEmpty, emptyMessage, skeleton, waiting = false, children } = props;
  if (query.isError && query.data === undefined) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined || waiting) return skeleton ?? <SectionSkeleton rows={5} />;
  if (isEmpty(query.data)) return <EmptyState message={emptyMessage} />;
  return children(query.data);
}
