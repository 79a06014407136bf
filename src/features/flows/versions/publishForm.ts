import { z } from 'zod/mini';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import { errorBodyOf } from '../../../lib/api-client/apiErrors';
import { FLOW_PUBLICATION_LIMITS, type FlowProblem } from '../../../lib/api-client/schema';

/** The contract's limit for a publication's notes. */
export const PUBLISH_NOTES_MAX_LENGTH = FLOW_PUBLICATION_LIMITS.notes.maxLength;

/** The notes are optional (the contract takes an empty text); only their length is checked. */
export const publishSchema = z.object({
  notes: z.string().check(z.maxLength(PUBLISH_NOTES_MAX_LENGTH, 'too_long')),
});

export type PublishValues = z.infer<typeof publishSchema>;

/**
 * The problems a refused publication names (400 `flow_invalid`: the saved draft still has
 * errors); undefined for any other failure.
 */
export function refusedProblemsOf(error: unknown): FlowProblem[] | undefined {
  if (!(error instanceof BadRequestError)) return undefined;
  const body = errorBodyOf(error);
  return body?.code === 'flow_invalid' ? (body.problems ?? []) : undefined;
}
