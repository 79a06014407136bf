import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../lib/api-client/apiErrors';
import type { SupportRequestCreated } from '../../lib/api-client/schema';
import { useCreateSupportRequest } from './api/createSupportRequest';
import type { Diagnostics } from './diagnostics';
import {
  EMPTY_FORM,
  validateSupportRequest,
  type SupportField,
  type SupportFormErrors,
  type SupportFormValues,
} from './supportRequestForm';

const FIELDS: readonly SupportField[] = ['subject', 'description', 'severity'];

/** What went wrong with the last send, beyond the fields' own errors. */
export type SendProblem = 'diagnostics' | 'failed' | undefined;

function serverFieldErrors(error: unknown): { fields: SupportFormErrors; diagnostics: boolean } {
  const all = fieldErrorsOf(error);
  const fields = Object.fromEntries(
    Object.entries(all).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
  ) as SupportFormErrors;
  return { fields, diagnostics: 'diagnostics' in all };
}

/**
 * The support form's state and sending. Input stays untouched on any failure; it is cleared only
 * once the server has confirmed the request.
 */
export function useSupportRequestForm(collectDiagnostics: (now: number) => Diagnostics) {
  const mutation = useCreateSupportRequest();
  const [values, setValues] = useState<SupportFormValues>(EMPTY_FORM);
  const [attachDiagnostics, setAttachDiagnostics] = useState(true);
  const [errors, setErrors] = useState<SupportFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState<SendProblem>();
  const [created, setCreated] = useState<SupportRequestCreated>();

  const change = (field: SupportField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing so a fixed field turns valid at once.
    if (submitted) setErrors(validateSupportRequest(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setProblem(undefined);
    const clientErrors = validateSupportRequest(values);
    setErrors(clientErrors);
    const invalid = FIELDS.find((field) => clientErrors[field]);
    if (invalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setCreated(undefined);
    const input = {
      subject: values.subject.trim(),
      description: values.description.trim(),
      severity: values.severity,
      diagnostics: attachDiagnostics ? collectDiagnostics(Date.now()) : undefined,
    };
    mutation.mutate(input, {
      onSuccess: (result) => {
        setCreated(result);
        setValues(EMPTY_FORM);
        setErrors({});
        setSubmitted(false);
      },
      onError: (error) => {
        const server = serverFieldErrors(error);
        setErrors(server.fields);
        const hasFieldErrors = Object.keys(server.fields).length > 0;
        setProblem(server.diagnostics ? 'diagnostics' : hasFieldErrors ? undefined : 'failed');
      },
    });
  };

  return {
    values,
    errors,
    change,
    submit,
    attachDiagnostics,
    setAttachDiagnostics,
    sending: mutation.isPending,
    problem,
    created,
  };
}
