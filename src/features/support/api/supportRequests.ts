import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { validated } from '../../../lib/api-client/apiErrors';
import { SupportRequestCreatedSchema } from '../../../lib/api-client/schemas/support';
import type { SupportRequestCreated, SupportRequestInput } from '../../../lib/api-client/schema';

/** 400 carries fieldErrors (subject, description, severity, diagnostics). */
export function createSupportRequest(input: SupportRequestInput): Promise<SupportRequestCreated> {
  return validated(
    'support/requests',
    SupportRequestCreatedSchema,
    apiClient.post('support/requests', input),
  );
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
