import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from './apiClient';
import {
  TimeoutError,
  answered,
  errorBodyOf,
  fieldErrorsOf,
  httpStatusOf,
  isForbidden,
  isNotFound,
} from './apiErrors';

function axiosError(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

const body = {
  message: 'The request is invalid',
  code: 'validation_failed',
  fieldErrors: { email: 'already_exists' },
};

describe('apiErrors', () => {
  it('reads field errors from a BadRequestError, and nothing from anything else', () => {
    const badRequest = new BadRequestError(body, axiosError(400, body));
    expect(fieldErrorsOf(badRequest)).toEqual({ email: 'already_exists' });
    expect(errorBodyOf(badRequest)).toEqual(body);
    expect(
      fieldErrorsOf(new BadRequestError({ message: 'x', code: 'y' }, axiosError(400, {}))),
    ).toEqual({});
    expect(fieldErrorsOf(new BadRequestError('not json', axiosError(400, 'not json')))).toEqual({});
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });

  it('tells the HTTP status, and whether it means forbidden or not found', () => {
    expect(httpStatusOf(new BadRequestError(body, axiosError(400, body)))).toBe(400);
    expect(httpStatusOf(axiosError(403, { message: 'no', code: 'forbidden' }))).toBe(403);
    expect(isForbidden(axiosError(403, {}))).toBe(true);
    expect(isForbidden(axiosError(404, {}))).toBe(false);
    expect(isNotFound(axiosError(404, {}))).toBe(true);
    expect(httpStatusOf(new AxiosError('Network Error', 'ERR_NETWORK'))).toBeUndefined();
    expect(httpStatusOf(new TimeoutError('bots'))).toBeUndefined();
    expect(errorBodyOf(axiosError(403, { message: 'no', code: 'forbidden' }))?.code).toBe(
      'forbidden',
    );
  });

  it('turns the client’s swallowed time-out (undefined) into a TimeoutError', async () => {
    await expect(answered('bots', Promise.resolve({ items: [] }))).resolves.toEqual({ items: [] });
    await expect(answered('bots', Promise.resolve(undefined))).rejects.toBeInstanceOf(TimeoutError);
    await expect(answered('bots', Promise.resolve(undefined))).rejects.toThrow(/bots timed out/);
  });
});
