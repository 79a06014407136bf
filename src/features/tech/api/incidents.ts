import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { IncidentListSchema } from '../../../lib/api-client/schemas/common';

export const incidentKeys = {
  all: ['tech', 'incidents'] as const,
  open: () => [...incidentKeys.all, 'open'] as const,
};

export const incidentQueries = {
  open: () =>
    queryOptions({
      queryKey: incidentKeys.open(),
      queryFn: () =>
        validated('incidents', IncidentListSchema, apiClient.get('incidents', { status: 'open' })),
    }),
};
