import type { core, ZodMiniType } from 'zod/mini';
import type { FieldErrors } from './respond';

/** An issue from one of the contract's limits: a text's or a list's length, a text's pattern. */
const isLimit = (issue: core.$ZodIssue) =>
  ((issue.code === 'too_big' || issue.code === 'too_small') &&
    (issue.origin === 'string' || issue.origin === 'array')) ||
  (issue.code === 'invalid_format' && issue.format === 'regex');

/**
 * What a request body breaks of the contract's limits, checked with its `…BodySchema`
 * (src/lib/api-client/schemas/requestBodies.ts), whose checks fail with the server's reason codes:
 * `field → too_long | too_short | required | invalid`, the first per field, under `prefix`. The
 * body as sent counts (untrimmed), as the contract states it. Shapes (types, enums, required
 * fields) stay with each handler's own checks and their reasons.
 */
export function limitErrors(schema: ZodMiniType, body: unknown, prefix?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of schema.safeParse(body).error?.issues ?? []) {
    if (!isLimit(issue)) continue;
    const path = issue.path.map(String);
    const field = (prefix === undefined ? path : [prefix, ...path]).join('.');
    errors[field || 'body'] ??= issue.message;
  }
  return errors;
}
