import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { answered } from '../../../lib/api-client/apiErrors';
import type { PortalUser, UpdateUserRequest } from '../../../lib/api-client/schema';
import { usersKeys } from './usersKeys';

export type UpdateUserVariables = { id: string; changes: UpdateUserRequest };

export function updateUser({ id, changes }: UpdateUserVariables): Promise<PortalUser> {
  return answered(`users/${id}`, apiClient.put<PortalUser>('users', id, changes));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
