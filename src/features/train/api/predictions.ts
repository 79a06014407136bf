import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { PredictionRequest } from '../../../lib/api-client/schema';
import { PredictionSchema } from '../../../lib/api-client/schemas/train';

/** What the understanding makes of one sentence (nothing is stored: a mutation, not a query). */
export const usePrediction = () =>
  useMutation({
    mutationFn: (request: PredictionRequest) =>
      validated('nlu/predictions', PredictionSchema, apiClient.post('nlu/predictions', request)),
  });
