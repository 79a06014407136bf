import { readListState } from '../../lib/list-page/listState';
import { meQueries, type FirstScreenPrefetch } from '../../lib/query';
import { userQueries } from './api/users';
import { toUsersParams, USERS_LIST } from './usersListState';

/**
 * The page of people the address asks for (the same query the Users page reads) and the person's
 * own permissions (which actions it offers).
 */
export const prefetchFirstScreen: FirstScreenPrefetch = (queryClient, { pathname, search }) => {
  if (pathname !== '/users') return;
  const state = readListState(USERS_LIST, new URLSearchParams(search));
  void queryClient.prefetchQuery(userQueries.list(toUsersParams(state)));
  void queryClient.prefetchQuery(meQueries.current());
};
