import { z } from 'zod/mini';
import {
  SEVERITY_VALUES,
  SUPPORT_REQUEST_INPUT_LIMITS,
  type Severity,
} from '../../lib/api-client/schema';

const { subject, description } = SUPPORT_REQUEST_INPUT_LIMITS;

/** The contract's limits (api/openapi.yaml SupportRequestInput), counted after trimming. */
export const LIMITS = {
  subject: { min: subject.minLength, max: subject.maxLength },
  description: { min: description.minLength, max: description.maxLength },
} as const;

export interface SupportFormValues {
  subject: string;
  description: string;
  severity: Severity;
}

export const EMPTY_FORM: SupportFormValues = { subject: '', description: '', severity: 'normal' };

/** A text counted after trimming: empty is `required`, then the contract's length limits. */
const lengthChecked = ({ min, max }: { min: number; max: number }) =>
  z.pipe(
    z.string().check(z.trim()),
    z
      .string()
      .check(
        z.minLength(1, 'required'),
        z.minLength(min, 'too_short'),
        z.maxLength(max, 'too_long'),
      ),
  );

/** The support form's rules, with the server's reason codes, so one message table serves both. */
export const supportRequestSchema = z.object({
  subject: lengthChecked(LIMITS.subject),
  description: lengthChecked(LIMITS.description),
  severity: z.enum(SEVERITY_VALUES, 'required'),
});
