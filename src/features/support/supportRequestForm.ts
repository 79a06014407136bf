import { isOneOf } from '../../lib/api-client/isOneOf';
import { SEVERITY_VALUES, type Severity } from '../../lib/api-client/schema';

export const SEVERITY_KEYS = {
  low: 'support.form.severities.low',
  normal: 'support.form.severities.normal',
  high: 'support.form.severities.high',
  critical: 'support.form.severities.critical',
} as const satisfies Record<Severity, string>;

/** The contract's limits (api/openapi.yaml SupportRequestInput), counted after trimming. */
export const LIMITS = {
  subject: { min: 3, max: 120 },
  description: { min: 10, max: 5000 },
} as const;

export interface SupportFormValues {
  subject: string;
  description: string;
  severity: Severity;
}

export type SupportField = keyof SupportFormValues;

/** Field → reason code, the same codes the server sends, so one message table serves both. */
export type SupportFormErrors = Partial<Record<SupportField, string>>;

export const EMPTY_FORM: SupportFormValues = { subject: '', description: '', severity: 'normal' };

function lengthError(value: string, { min, max }: { min: number; max: number }) {
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < min) return 'too_short';
  if (length > max) return 'too_long';
  return undefined;
}

export function validateSupportRequest(values: SupportFormValues): SupportFormErrors {
  const errors: SupportFormErrors = {};
  const subject = lengthError(values.subject, LIMITS.subject);
  const description = lengthError(values.description, LIMITS.description);
  if (subject) errors.subject = subject;
  if (description) errors.description = description;
  if (!isOneOf(SEVERITY_VALUES)(values.severity)) errors.severity = 'required';
  return errors;
}
