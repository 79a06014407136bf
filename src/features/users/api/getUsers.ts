import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { PortalUserPageSchema } from '../../../lib/api-client/schemas/users';
import type { PortalUserPage, Role, UserStatus } from '../../../lib/api-client/schema';
import { usersKeys } from './usersKeys';

export type UsersSortField = 'name' | 'email' | 'role' | 'status' | 'lastSignInAt';

export type UsersParams = {
  page: number;
  pageSize: number;
  sort?: `${UsersSortField}:${'asc' | 'desc'}`;
  q?: string;
  role?: Role;
  status?: UserStatus;
};

export function getUsers(params: UsersParams): Promise<PortalUserPage> {
  return validated('users', PortalUserPageSchema, apiClient.get('users', params));
}

/** The users area's reads, as queryOptions factories (for pages and prefetching alike). */
export const usersQueries = {
  /** A page of users; the previous page stays on screen while the next one loads. */
  list: (params: UsersParams) =>
    queryOptions({
      queryKey: usersKeys.list(params),
      queryFn: () => getUsers(params),
      placeholderData: keepPreviousData,
    }),
};

export const useUsers = (params: UsersParams) => useQuery(usersQueries.list(params));
