import type { QueryClient } from '@tanstack/react-query';
import type { IntentSummary } from '../../../lib/api-client/schema';
import { intentQueries, type IntentsParams } from '../api/intents';

/** The contract's largest page: the fewest reads for all intents. */
const PAGE_SIZE = 100;

const pageOf = (queryClient: QueryClient, page: number) => {
  const params: IntentsParams = { page, pageSize: PAGE_SIZE, sort: 'name:asc' };
  // Read now, not from the cache: another tab or person may have changed intents meanwhile.
  return queryClient.fetchQuery({ ...intentQueries.list(params), staleTime: 0 });
};

/**
 * The intents with problems (languages with too few examples, as the server counts them for the
 * list's Problems column), by name. The list has no filter for them, so every page is read: the
 * first for the total, the rest side by side.
 */
export async function readIntentsWithProblems(queryClient: QueryClient): Promise<IntentSummary[]> {
  const first = await pageOf(queryClient, 1);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(queryClient, index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items).filter((intent) => intent.problems > 0);
}
