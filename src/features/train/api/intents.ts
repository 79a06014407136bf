import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { Intent, IntentInput, IntentUpdate, Language } from '../../../lib/api-client/schema';
import {
  IntentPageSchema,
  IntentSchema,
  NluConflictListSchema,
  SimilarExampleListSchema,
} from '../../../lib/api-client/schemas/train';
import { modelKeys } from './models';

export interface IntentsParams {
  page: number;
  pageSize: number;
  sort: `${'name' | 'updatedAt'}:${'asc' | 'desc'}`;
  q?: string;
}

export const intentKeys = {
  all: ['train', 'intents'] as const,
  list: (params: IntentsParams) => [...intentKeys.all, 'list', params] as const,
  detail: (id: string) => [...intentKeys.all, 'detail', id] as const,
  conflicts: () => [...intentKeys.all, 'conflicts'] as const,
  similar: (params: SimilarParams) => [...intentKeys.all, 'similar', params] as const,
};

export interface SimilarParams {
  text: string;
  language: Language;
  /** The intent the text is for: its own examples are left out. */
  intentId: string;
}

export const intentQueries = {
  /** A page of intents; the previous page stays on screen while the next one loads. */
  list: (params: IntentsParams) =>
    queryOptions({
      queryKey: intentKeys.list(params),
      queryFn: () => validated('intents', IntentPageSchema, apiClient.get('intents', params)),
      placeholderData: keepPreviousData,
    }),
  /** Examples of different intents worded nearly alike; read again with every intent change. */
  conflicts: () =>
    queryOptions({
      queryKey: intentKeys.conflicts(),
      queryFn: () =>
        validated('nlu/conflicts', NluConflictListSchema, apiClient.get('nlu/conflicts')),
    }),
  /** Examples of other intents worded like a text being typed; read again with every change. */
  similar: (params: SimilarParams) =>
    queryOptions({
      queryKey: intentKeys.similar(params),
      queryFn: () =>
        validated(
          'nlu/similar-examples',
          SimilarExampleListSchema,
          apiClient.get('nlu/similar-examples', params),
        ),
      enabled: params.text.length > 0,
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: intentKeys.detail(id),
      queryFn: (): Promise<Intent> => {
        const path = `intents/${encodeURIComponent(id)}` as const;
        return validated(path, IntentSchema, apiClient.get(path));
      },
    }),
};

/** PUT the whole intent with the version it was based on; a stale one rejects with a ConflictError. */
export const saveIntent = (id: string, update: IntentUpdate): Promise<Intent> =>
  validated(`intents/${id}`, IntentSchema, apiClient.put('intents', id, update));

/**
 * Every intent change refreshes the list (counts, problems, "needs training"), and `alsoKeys`
 * what else shows the intents as they are now.
 */
function useIntentMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  alsoKeys: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [intentKeys.all, ...alsoKeys].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useCreateIntent = () =>
  useIntentMutation((input: IntentInput) =>
    validated('intents', IntentSchema, apiClient.post('intents', input)),
  );

export const useDeleteIntent = () =>
  useIntentMutation((intent: Intent) => apiClient.delete('intents', intent.id));

/**
 * Removes one example from whichever intent has it, the one-click fix of a duplicate. A
 * model's report names the examples as the intents have them now, so it is read again too.
 */
export const useRemoveExample = () =>
  useIntentMutation(
    (exampleId: string) =>
      validated('intent-examples', IntentSchema, apiClient.delete('intent-examples', exampleId)),
    [modelKeys.reports()],
  );
