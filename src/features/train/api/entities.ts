import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Entity, EntityInput, EntityUpdate } from '../../../lib/api-client/schema';
import { EntityListSchema, EntitySchema } from '../../../lib/api-client/schemas/train';
import { intentKeys } from './intents';

export const entityKeys = { all: ['train', 'entities'] as const };

export const entityQueries = {
  list: () =>
    queryOptions({
      queryKey: entityKeys.all,
      queryFn: () => validated('entities', EntityListSchema, apiClient.get('entities')),
    }),
};

/** PUT with the version the edit is based on; a stale one rejects with a ConflictError. */
export const saveEntity = (id: string, update: EntityUpdate): Promise<Entity> =>
  validated(`entities/${id}`, EntitySchema, apiClient.put('entities', id, update));

function useEntityMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A removed entity's tags leave the examples too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: entityKeys.all }),
        queryClient.invalidateQueries({ queryKey: intentKeys.all }),
      ]),
  });
}

export const useCreateEntity = () =>
  useEntityMutation((input: EntityInput) =>
    validated('entities', EntitySchema, apiClient.post('entities', input)),
  );

export const useDeleteEntity = () =>
  useEntityMutation((entity: Entity) => apiClient.delete('entities', entity.id));
