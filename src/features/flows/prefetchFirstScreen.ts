import { readListState } from '../../lib/list-page/listState';
import { botQueries, meQueries, type FirstScreenPrefetch } from '../../lib/query';
import { flowQueries } from './api/flows';
import { FLOWS_LIST, toFlowsParams } from './list/flowsListState';

/**
 * The page of flows the address asks for, the bots that name them and the person's permissions
 * (which actions the list offers): what the list reads.
 */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== '/flows') return;
  const state = readListState(FLOWS_LIST, new URLSearchParams(search));
  void queryClient.prefetchQuery(flowQueries.list(toFlowsParams(state)));
  void queryClient.prefetchQuery(botQueries.list());
  void queryClient.prefetchQuery(meQueries.current());
};
