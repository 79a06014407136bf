import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { ConversationDetail } from '../../../lib/api-client/schema';
import { ConversationDetailSchema } from '../../../lib/api-client/schemas/incoming';
import { flowKeys } from './flows';

/**
 * One conversation with its transcript, read to keep it as a test. The Flows area reads it
 * itself (an area imports no other area's API): below its own keys, so signing out or a
 * change to the area drops it with the rest.
 */
export const testConversationQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: [...flowKeys.all, 'conversation', id] as const,
      queryFn: (): Promise<ConversationDetail> => {
        const path = `conversations/${encodeURIComponent(id)}` as const;
        return validated(path, ConversationDetailSchema, apiClient.get(path));
      },
      enabled: id !== '',
      // A past conversation does not change while it is being kept as a test.
      staleTime: Infinity,
    }),
};
