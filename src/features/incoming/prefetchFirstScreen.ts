import { readListState } from '../../lib/list-page/listState';
import type { FirstScreenPrefetch } from '../../lib/query';
import { conversationQueries } from './api/conversations';
import { INCOMING_LIST, toConversationsParams } from './listState';

/** The page of conversations the address asks for: the same query the Incoming page reads. */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== '/incoming') return;
  const state = readListState(INCOMING_LIST, new URLSearchParams(search));
  void queryClient.prefetchQuery(conversationQueries.list(toConversationsParams(state)));
};
