import axios from 'axios';
import { BadRequestError } from './apiClient';
import { reportError } from '../../error-reporting/initErrorReporting';
import type { ApiError } from './schema';

/**
 * apiClient.get resolves `undefined` when the request timed out. Query functions turn that into
 * this error, so the screen shows an error state with Retry instead of a spinner forever.
 */
export class TimeoutError extends Error {
  constructor(readonly path: string) {
    super(`The request for ${path} timed out`);
    this.name = 'TimeoutError';
  }
}

/** The answer, or a TimeoutError when the client swallowed a time-out. */
export async function answered<T>(path: string, pending: Promise<T | undefined>): Promise<T> {
  const body = await pending;
  if (body === undefined) throw new TimeoutError(path);
  return body;
}

/**
 * The server answered, but not in the contract's shape (`[]` where an object belongs, a field of
 * the wrong type, an unknown enum value). Carries the request it came from, so the screen and the
 * error report can name it.
 */
export class MalformedAnswerError extends Error {
  constructor(
    readonly path: string,
    readonly problems: string[],
  ) {
    super(`The answer to ${path} does not match the API contract: ${problems.join('; ')}`);
    this.name = 'MalformedAnswerError';
  }
}

/** Anything with zod's safeParse: the generated schemas in ./schemas. */
interface AnswerSchema<T> {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * The answer checked against its contract schema where it enters the app: a time-out becomes a
 * TimeoutError, a malformed answer a MalformedAnswerError (also sent to error reporting), so a
 * screen shows a translated state with Retry instead of failing in render.
 */
export async function validated<T>(
  path: string,
  schema: AnswerSchema<T>,
  pending: Promise<unknown>,
): Promise<T> {
  const body = await answered(path, pending);
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`);
  const error = new MalformedAnswerError(path, problems);
  reportError(error);
  throw error;
}

function isApiError(body: unknown): body is ApiError {
  return typeof body === 'object' && body !== null && 'code' in body && 'message' in body;
}

/** The server's error body (ApiError) of a failed call, if it sent one. */
export function errorBodyOf(error: unknown): ApiError | undefined {
  const body =
    error instanceof BadRequestError
      ? error.body
      : axios.isAxiosError(error)
        ? error.response?.data
        : undefined;
  return isApiError(body) ? body : undefined;
}

/** Field → reason code from a 400's body; empty when there are none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = errorBodyOf(error)?.fieldErrors ?? {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
}

/** The HTTP status of a failed call; undefined for network errors, time-outs and the rest. */
export function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof BadRequestError) return 400;
  if (axios.isAxiosError(error)) return error.response?.status;
  return undefined;
}

export function isForbidden(error: unknown): boolean {
  return httpStatusOf(error) === 403;
}

export function isNotFound(error: unknown): boolean {
  return httpStatusOf(error) === 404;
}
