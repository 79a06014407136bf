import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { ApiKeyInput } from '../../../lib/api-client/schema';
import { ApiKeyCreatedSchema, ApiKeyListSchema } from '../../../lib/api-client/schemas/tech';

export const apiKeyKeys = {
  all: ['tech', 'api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

export const apiKeyQueries = {
  list: () =>
    queryOptions({
      queryKey: apiKeyKeys.list(),
      queryFn: () => validated('api-keys', ApiKeyListSchema, apiClient.get('api-keys')),
    }),
};

function useApiKeyMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // A created key is in its answer: forgotten as soon as nobody watches.
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export const useCreateApiKey = () =>
  useApiKeyMutation((input: ApiKeyInput) =>
    validated('api-keys', ApiKeyCreatedSchema, apiClient.post('api-keys', input)),
  );

export const useRevokeApiKey = () =>
  useApiKeyMutation((id: string) => apiClient.delete('api-keys', id));
