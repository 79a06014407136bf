import { readListState } from '../../lib/list-page/listState';
import { botQueries, meQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { flowQueries } from './api/flows';
import { FLOWS_LIST, toFlowsParams } from './list/flowsListState';

/**
 * The page of flows the address asks for, the bots that name them and the person's permissions
 * (which actions the list offers): what the list reads.
 */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }) => {
  const state = readListState(FLOWS_LIST, searchParams);
  void queryClient.prefetchQuery(flowQueries.list(toFlowsParams(state)));
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(meQueries.current());
};
