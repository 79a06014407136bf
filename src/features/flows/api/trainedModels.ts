import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { ModelListSchema } from '../../../lib/api-client/schemas/train';
import { flowKeys } from './flows';

/**
 * The trained models a test run may understand the callers with (GET /models, newest first).
 * Read here rather than through Training's own queries: an area does not import another.
 */
export const trainedModelQueries = {
  list: () =>
    queryOptions({
      queryKey: [...flowKeys.all, 'trained-models'] as const,
      queryFn: () => validated('models', ModelListSchema, apiClient.get('models')),
    }),
};
