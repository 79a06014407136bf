import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { BuildInfoSchema } from '../../../lib/api-client/schemas/common';

export const buildInfoKeys = { all: ['tech', 'build-info'] as const };

export const buildInfoQueries = {
  current: () =>
    queryOptions({
      queryKey: buildInfoKeys.all,
      queryFn: () => validated('build-info', BuildInfoSchema, apiClient.get('build-info')),
      // A build never changes while the page is open.
      staleTime: Infinity,
    }),
};
