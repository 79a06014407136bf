import { readListState } from '../../lib/list-page/listState';
import { botsQuery, meQuery, type FirstScreenPrefetch } from '../../lib/query';
import { flowListQueries } from './api/flowsListApi';
import { FLOWS_LIST, toFlowsParams } from './list/flowsListState';

/**
 * The page of flows the address asks for, the bots that name them and the person's permissions
 * (which actions the list offers): what the list reads.
 */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== '/flows') return;
  const state = readListState(FLOWS_LIST, new URLSearchParams(search));
  void queryClient.prefetchQuery(flowListQueries.list(toFlowsParams(state)));
  void queryClient.prefetchQuery(botsQuery);
  void queryClient.prefetchQuery(meQuery);
};
