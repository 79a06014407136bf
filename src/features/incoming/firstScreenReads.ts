import { readListState } from '../../lib/list-page/listState';
import type { FirstScreenReads } from '../../lib/routing';
import { conversationQueries } from './api/conversations';
import { INCOMING_LIST, toConversationsParams } from './listState';

/** The page of conversations the address asks for: the same query the Incoming page reads. */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }) => {
  const state = readListState(INCOMING_LIST, searchParams);
  void queryClient.prefetchQuery(conversationQueries.list(toConversationsParams(state)));
};
