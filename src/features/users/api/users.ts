import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { PortalUserPageSchema, PortalUserSchema } from '../../../lib/api-client/schemas/users';
import type {
  InviteUserRequest,
  PortalUser,
  PortalUserPage,
  Role,
  UpdateUserRequest,
  UserStatus,
} from '../../../lib/api-client/schema';

export type UsersSortField = 'name' | 'email' | 'role' | 'status' | 'lastSignInAt';

export type UsersParams = {
  page: number;
  pageSize: number;
  sort?: `${UsersSortField}:${'asc' | 'desc'}`;
  q?: string;
  role?: Role;
  status?: UserStatus;
};

/** Query keys of the users area: invalidate `userKeys.all` after any change. */
export const userKeys = {
  all: ['users'] as const,
  list: (params: UsersParams) => [...userKeys.all, 'list', params] as const,
  /** The mutation key of changes to one person: every control of their row sees one in flight. */
  change: (id: string) => [...userKeys.all, 'change', id] as const,
};

export function getUsers(params: UsersParams): Promise<PortalUserPage> {
  return validated('users', PortalUserPageSchema, apiClient.get('users', params));
}

/** The users area's reads, as queryOptions factories (for pages and prefetching alike). */
export const userQueries = {
  /** A page of users; the previous page stays on screen while the next one loads. */
  list: (params: UsersParams) =>
    queryOptions({
      queryKey: userKeys.list(params),
      queryFn: () => getUsers(params),
      placeholderData: keepPreviousData,
    }),
};

export const useUsers = (params: UsersParams) => useQuery(userQueries.list(params));

/** 400 carries fieldErrors (email, role, name): read them with fieldErrorsOf(error). */
export function inviteUser(invite: InviteUserRequest): Promise<PortalUser> {
  return validated('users', PortalUserSchema, apiClient.post('users', invite));
}

export type UpdateUserVariables = { id: string; changes: UpdateUserRequest };

export function updateUser({ id, changes }: UpdateUserVariables): Promise<PortalUser> {
  return validated(`users/${id}`, PortalUserSchema, apiClient.put('users', id, changes));
}

/** 204 without a body. */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.delete('users', id);
}

/** Every change to the people refreshes the list once it succeeded. */
function useUsersMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  mutationKey?: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export const useInviteUser = () => useUsersMutation(inviteUser);

/** Changes to the person `id`, under a mutation key of their own (see userKeys.change). */
export const useUpdateUser = (id: string) => useUsersMutation(updateUser, userKeys.change(id));

export const useDeleteUser = () => useUsersMutation(deleteUser);
