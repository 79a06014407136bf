import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { InboxItem, InboxUpdate } from '../../../lib/api-client/schema';
import { InboxItemSchema, InboxPageSchema } from '../../../lib/api-client/schemas/train';
import { intentKeys } from './intents';
import type { toInboxParams } from '../inbox/inboxListState';

export const inboxKeys = {
  all: ['train', 'inbox'] as const,
  list: (params: ReturnType<typeof toInboxParams>) => [...inboxKeys.all, 'list', params] as const,
};

export const inboxQueries = {
  list: (params: ReturnType<typeof toInboxParams>) =>
    queryOptions({
      queryKey: inboxKeys.list(params),
      queryFn: () =>
        validated('nlu/unrecognized', InboxPageSchema, apiClient.get('nlu/unrecognized', params)),
      placeholderData: keepPreviousData,
    }),
};

export type InboxDecision = Omit<InboxUpdate, 'version'>;

/** Whether each decision was taken: the item, or why not (the error). */
export type DecisionResult =
  { item: InboxItem; ok: true } | { item: InboxItem; ok: false; error: unknown };

/**
 * Decides about one or many sentences, each with the version it was shown at; one refused
 * (taken meanwhile, already an example elsewhere) does not stop the others. The inbox and the
 * intents (new examples, needing training) are read again afterwards.
 */
export const useInboxDecision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      items,
      decision,
    }: {
      items: InboxItem[];
      decision: InboxDecision;
    }): Promise<DecisionResult[]> => {
      const results: DecisionResult[] = [];
      // One after the other: each assignment changes the intent the next one is added to.
      for (const item of items) {
        try {
          await validated(
            `nlu/unrecognized/${item.id}`,
            InboxItemSchema,
            apiClient.put('nlu/unrecognized', item.id, { ...decision, version: item.version }),
          );
          results.push({ item, ok: true });
        } catch (error) {
          results.push({ item, ok: false, error });
        }
      }
      return results;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
        queryClient.invalidateQueries({ queryKey: intentKeys.all }),
      ]),
  });
};
