import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { PortalUserSchema } from '../../../lib/api-client/schemas/users';
import type { InviteUserRequest, PortalUser } from '../../../lib/api-client/schema';
import { usersKeys } from './usersKeys';

/** 400 carries fieldErrors (email, role, name): read them with fieldErrorsOf(error). */
export function inviteUser(invite: InviteUserRequest): Promise<PortalUser> {
  return validated('users', PortalUserSchema, apiClient.post('users', invite));
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
