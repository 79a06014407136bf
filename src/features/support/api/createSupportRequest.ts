import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client/apiClient';
import { answered } from '../../../lib/api-client/apiErrors';
import type { SupportRequestCreated, SupportRequestInput } from '../../../lib/api-client/schema';

/** 400 carries fieldErrors (subject, description, severity, diagnostics). */
export function createSupportRequest(input: SupportRequestInput): Promise<SupportRequestCreated> {
  return answered(
    'support/requests',
    apiClient.post<SupportRequestCreated>('support/requests', input),
  );
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
