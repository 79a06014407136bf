import { readListState } from '../../lib/list-page/listState';
import { meQueries, type FirstScreenPrefetch } from '../../lib/query';
import { intentQueries } from './api/intents';
import { INTENTS_LIST, toIntentsParams } from './intents/intentsListState';
import { TRAIN_PATH } from './paths';

/**
 * The page of intents the address asks for (the area opens on its intents) and the person's
 * permissions (what the page offers).
 */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== TRAIN_PATH && pathname !== `${TRAIN_PATH}/intents`) return;
  const state = readListState(INTENTS_LIST, new URLSearchParams(search));
  void queryClient.prefetchQuery(intentQueries.list(toIntentsParams(state)));
  void queryClient.prefetchQuery(meQueries.current());
};
