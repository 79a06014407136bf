import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { PortalUserSchema } from '../../../lib/api-client/schemas/users';
import type { PortalUser, UpdateUserRequest } from '../../../lib/api-client/schema';
import { usersKeys } from './usersKeys';

export type UpdateUserVariables = { id: string; changes: UpdateUserRequest };

export function updateUser({ id, changes }: UpdateUserVariables): Promise<PortalUser> {
  return validated(`users/${id}`, PortalUserSchema, apiClient.put('users', id, changes));
}

/** Changes to the person `id`, under a mutation key of their own (see usersKeys.change). */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: usersKeys.change(id),
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
