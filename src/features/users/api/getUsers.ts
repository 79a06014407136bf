import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { answered } from '../../../lib/api-client/apiErrors';
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
  return answered('users', apiClient.get<PortalUserPage>('users', params));
}

/** A page of users; the previous page stays on screen while the next one loads. */
export function useUsers(params: UsersParams) {
  return useQuery({
    queryKey: usersKeys.list(params),
    queryFn: () => getUsers(params),
    placeholderData: keepPreviousData,
  });
}
