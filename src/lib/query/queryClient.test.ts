import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../api-client/apiClient';
import { TimeoutError } from '../api-client/apiErrors';
import { createQueryClient, shouldRetry, STALE_TIME_MS } from './queryClient';

function httpError(status: number) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: {},
  });
}

describe('createQueryClient', () => {
  it('keeps data fresh for 30 s and refetches when the window regains focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBe(30_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.retry).toBe(shouldRetry);
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('never retries a 4xx', () => {
    const badRequest = new BadRequestError({}, httpError(400));
    for (const error of [badRequest, httpError(401), httpError(403), httpError(404)]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
  });

  it('retries 5xx, network errors and time-outs twice', () => {
    for (const error of [
      httpError(500),
      httpError(503),
      new AxiosError('x'),
      new TimeoutError('me'),
    ]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
});
