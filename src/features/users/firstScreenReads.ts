import { readListState } from '../../lib/list-page/listState';
import { meQuery } from '../../lib/query';
import type { FirstScreenReads } from '../../lib/routing';
import { usersQueries } from './api/getUsers';
import { toUsersParams, USERS_LIST } from './usersListState';

/**
 * The page of people the address asks for (the same query the Users page reads) and the person's
 * own permissions (which actions it offers).
 */
export const firstScreenReads: FirstScreenReads = (queryClient, { searchParams }) => {
  const state = readListState(USERS_LIST, searchParams);
  void queryClient.prefetchQuery(usersQueries.list(toUsersParams(state)));
  void queryClient.prefetchQuery(meQuery);
};
