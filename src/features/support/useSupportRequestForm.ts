import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf } from '../../lib/api-client/apiErrors';
import type { SupportRequestCreated } from '../../lib/api-client/schema';
import { applyServerFieldErrors } from '../../lib/forms/applyServerFieldErrors';
import { formResolver } from '../../lib/forms/formResolver';
import { useCreateSupportRequest } from './api/supportRequests';
import type { Diagnostics } from './diagnostics';
import { EMPTY_FORM, supportRequestSchema, type SupportFormValues } from './supportRequestForm';

const FIELDS: readonly string[] = ['subject', 'description', 'severity'];

/** What went wrong with the last send, beyond the fields' own errors. */
export type SendProblem = 'diagnostics' | 'failed' | undefined;

/**
 * The support form (React Hook Form with the zod rules) and its sending. After a first attempt the
 * rules follow the typing, so a fixed field turns valid at once. Input stays untouched on any
 * failure; it is cleared only once the server has confirmed the request.
 */
export function useSupportRequestForm(collectDiagnostics: (now: number) => Diagnostics) {
  const mutation = useCreateSupportRequest();
  const form = useForm<SupportFormValues>({
    defaultValues: EMPTY_FORM,
    resolver: formResolver(supportRequestSchema),
  });
  const [attachDiagnostics, setAttachDiagnostics] = useState(true);
  const [problem, setProblem] = useState<SendProblem>();
  const [created, setCreated] = useState<SupportRequestCreated>();

  const send = async (values: SupportFormValues) => {
    setProblem(undefined);
    setCreated(undefined);
    try {
      const result = await mutation.mutateAsync({
        ...values,
        diagnostics: attachDiagnostics ? collectDiagnostics(Date.now()) : undefined,
      });
      setCreated(result);
      form.reset(EMPTY_FORM);
    } catch (error) {
      const applied = applyServerFieldErrors(form.setError, error, (field) =>
        FIELDS.includes(field),
      );
      const diagnostics = 'diagnostics' in fieldErrorsOf(error);
      setProblem(diagnostics ? 'diagnostics' : applied.length > 0 ? undefined : 'failed');
    }
  };

  return {
    form,
    submit: (event: FormEvent) => form.handleSubmit(send)(event),
    attachDiagnostics,
    setAttachDiagnostics,
    sending: mutation.isPending,
    problem,
    created,
  };
}
