import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { BadRequestError, isBadRequestHandled } from '../api-client/apiClient';
import { applyServerFieldErrors } from './applyServerFieldErrors';

function badRequest(fieldErrors: Record<string, string>) {
  const body = { code: 'validation_failed', message: 'invalid', fieldErrors };
  const cause = new AxiosError('400', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 400,
    statusText: 'Bad Request',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: body,
  });
  return new BadRequestError(body, cause);
}

describe('applyServerFieldErrors', () => {
  it('puts each reason on its field, nested paths included, and says which it set', () => {
    const setError = vi.fn();
    const applied = applyServerFieldErrors(
      setError,
      badRequest({ 'speech.languages.de-DE.voice': 'unknown_value', name: 'already_exists' }),
    );
    expect(applied).toEqual(['speech.languages.de-DE.voice', 'name']);
    expect(setError).toHaveBeenCalledWith(
      'speech.languages.de-DE.voice',
      { message: 'unknown_value' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledWith(
      'name',
      { message: 'already_exists' },
      { shouldFocus: false },
    );
  });

  it('leaves out fields the form does not have, and anything that is not a 400', () => {
    const setError = vi.fn();
    expect(
      applyServerFieldErrors(setError, badRequest({ configId: 'unknown_value' }), (path) =>
        ['number', 'provider'].includes(path),
      ),
    ).toEqual([]);
    expect(applyServerFieldErrors(setError, new Error('offline'))).toEqual([]);
    expect(setError).not.toHaveBeenCalled();
  });

  it('marks the 400 handled when it set a field, so no general snackbar covers it', () => {
    const shown = badRequest({ name: 'already_exists' });
    applyServerFieldErrors(vi.fn(), shown);
    expect(isBadRequestHandled(shown.cause)).toBe(true);

    // Nothing set: the failure is still the shared handler's to tell.
    const left = badRequest({ configId: 'unknown_value' });
    applyServerFieldErrors(vi.fn(), left, (path) => path === 'name');
    expect(isBadRequestHandled(left.cause)).toBe(false);
  });
});
