import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import type { ApiCallTrial, ApiCallTrialRequest } from '../../../lib/api-client/schema';
import { ApiCallTrialSchema } from '../../../lib/api-client/schemas/flows';
import { SIMULATOR_TIMEOUT_MS } from './simulatorSessions';

/** Makes an API call step's request once, with the given slot values; nothing is saved. */
export const tryApiCall = (request: ApiCallTrialRequest): Promise<ApiCallTrial> =>
  validated(
    'simulator/api-calls',
    ApiCallTrialSchema,
    apiClient.post('simulator/api-calls', request, SIMULATOR_TIMEOUT_MS),
  );
