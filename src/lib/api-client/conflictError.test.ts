// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { apiClient, ConflictError, setBadRequestHandler } from './apiClient';

describe('a 409 answer', () => {
  it('is a ConflictError carrying the server’s current copy', async () => {
    const current = { id: 'u1', role: 'editor', version: 7 };
    server.use(
      http.put('*/api/v1/users/u1', () =>
        HttpResponse.json({ message: 'stale', code: 'conflict', current }, { status: 409 }),
      ),
    );
    const failure = await apiClient.put('users', 'u1', { version: 6 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as ConflictError).current).toEqual(current);
  });

  it('without a body it is still a ConflictError, with no copy', async () => {
    server.use(http.put('*/api/v1/users/u1', () => new HttpResponse(null, { status: 409 })));
    const failure = await apiClient.put('users', 'u1', { version: 1 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConflictError);
    expect((failure as ConflictError).current).toBeUndefined();
  });

  it('does not reach the shared 400 handler', async () => {
    const handler = vi.fn();
    setBadRequestHandler(handler);
    server.use(
      http.put('*/api/v1/users/u1', () =>
        HttpResponse.json({ message: 'stale', code: 'conflict' }, { status: 409 }),
      ),
    );
    await expect(apiClient.put('users', 'u1', { version: 1 })).rejects.toBeInstanceOf(
      ConflictError,
    );
    expect(handler).not.toHaveBeenCalled();
    setBadRequestHandler(() => {});
  });
});
