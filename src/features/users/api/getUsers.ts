import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { PortalUserPageSchema } from '../../../lib/api-client/schemas';
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

/** A page of users; the previous page stays on screen while the next one loads. */
export function useUsers(params: UsersParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
