import { readListState } from '../../lib/list-page/listState';
import { meQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { intentQueries } from './api/intents';
import { INTENTS_LIST, toIntentsParams } from './intents/intentsListState';

/**
 * The page of intents the address asks for (the area opens on its intents; other sections read
 * their own) and the person's permissions (what the page offers).
 */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }, { section }) => {
  if (section !== undefined && section !== 'intents') return;
  const state = readListState(INTENTS_LIST, searchParams);
  void queryClient.prefetchQuery(intentQueries.list(toIntentsParams(state)));
  void queryClient.prefetchQuery(meQueries.current());
};
