import { z } from 'zod/mini';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import { errorBodyOf } from '../../../lib/api-client/apiErrors';
import { FLOW_PUBLICATION_LIMITS, type FlowProblem } from '../../../lib/api-client/schema';

/** The contract's limit for a publication's notes. */
export const PUBLISH_NOTES_MAX_LENGTH = FLOW_PUBLICATION_LIMITS.notes.maxLength;

/** The notes are optional (the contract takes an empty text); only their length is checked. */
export const publishSchema = z.object({
  notes: z.string().check(z.maxLength(PUBLISH_NOTES_MAX_LENGTH, 'too_long')),
  /** Publish although tests newly fail: the notes must then say why. */
  acceptFailing: z.boolean(),
});

export type PublishValues = z.infer<typeof publishSchema>;

/** A publication refused because tests newly fail (400 `tests_failing`). */
export function refusedForTests(error: unknown): boolean {
  return error instanceof BadRequestError && errorBodyOf(error)?.code === 'tests_failing';
}

/**
 * The problems a refused publication names (400 `flow_invalid`: the saved draft still has
 * errors); undefined for any other failure.
 */
export function refusedProblemsOf(error: unknown): FlowProblem[] | undefined {
  if (!(error instanceof BadRequestError)) return undefined;
  const body = errorBodyOf(error);
  return body?.code === 'flow_invalid' ? (body.problems ?? []) : undefined;
}
