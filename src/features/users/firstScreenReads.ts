import { readListState } from '../../lib/list-page/listState';
import { meQueries } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { userQueries } from './api/users';
import { toUsersParams, USERS_LIST } from './usersListState';

/**
 * The page of people the address asks for (the same query the Users page reads) and the person's
 * own permissions (which actions it offers).
 */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }) => {
  const state = readListState(USERS_LIST, searchParams);
  void queryClient.prefetchQuery(userQueries.list(toUsersParams(state)));
  void queryClient.prefetchQuery(meQueries.current());
};
