import axios from 'axios';
import { BadRequestError } from './apiClient';
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
