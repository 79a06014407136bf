import { HttpResponse } from 'msw';
import type { ApiError } from '../../lib/api-client/schema';
import { logFailedRequest } from '../data/logStore';

/** Every mocked /api/v1 path starts here; `*` lets any origin (dev, vitest, e2e proxy) match. */
export const API = '*/api/v1';

export type FieldErrors = Record<string, string>;

export function problem(
  status: number,
  code: string,
  message: string,
  fieldErrors?: FieldErrors,
  extra?: Pick<ApiError, 'existingIn'>,
) {
  const traceId = logFailedRequest(status, code, message);
  const body: ApiError = fieldErrors
    ? { message, code, fieldErrors, traceId, ...extra }
    : { message, code, traceId };
  return HttpResponse.json(body, { status });
}

export const validationFailed = (fieldErrors: FieldErrors, message = 'The request is invalid') =>
  problem(400, 'validation_failed', message, fieldErrors);

/** A 400 whose `already_exists` fields name the resource that has the value (`existingIn`). */
export const validationFailedNaming = (
  fieldErrors: FieldErrors,
  existingIn: Record<string, string>,
) =>
  Object.keys(existingIn).length === 0
    ? validationFailed(fieldErrors)
    : problem(400, 'validation_failed', 'The request is invalid', fieldErrors, { existingIn });

export const forbidden = () =>
  problem(403, 'forbidden', 'You are not allowed to do this', undefined);

export const notFound = (what: string) => problem(404, 'not_found', `${what} was not found`);

/** The request's JSON object body, or undefined when it is missing or not an object. */
export async function jsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export const hasErrors = (fieldErrors: FieldErrors) => Object.keys(fieldErrors).length > 0;

/** A versioned save based on an old version: 409 with the server's current copy. */
export const conflict = (what: string, current: object) =>
  HttpResponse.json<ApiError>(
    { message: `${what} was changed in the meantime`, code: 'conflict', current: { ...current } },
    { status: 409 },
  );

/** A stored record without its secret part, as a GET may show it. */
export function withoutSecret<T extends object, K extends keyof T>(
  stored: T,
  secret: K,
): Omit<T, K> {
  const shown = { ...stored };
  delete shown[secret];
  return shown;
}
