import { AxiosError, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../../../lib/api-client/apiClient';
import { MalformedAnswerError, TimeoutError } from '../../../lib/api-client/apiErrors';
import { isSessionLost, simulatorFailureOf } from './simulatorFailure';

const answered = (status: number, data: unknown = {}) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    data,
  } as AxiosResponse);
const badRequest = (data: unknown) => new BadRequestError(data, answered(400, data));
const fieldErrors = (fields: Record<string, string>) =>
  badRequest({ code: 'validation_failed', message: 'Invalid', fieldErrors: fields });

describe('simulatorFailureOf', () => {
  it('tells what a refused start means', () => {
    expect(simulatorFailureOf(fieldErrors({ source: 'unknown_value' }), 'start').kind).toBe(
      'notPublished',
    );
    expect(simulatorFailureOf(fieldErrors({ startNodeId: 'unknown_value' }), 'start').kind).toBe(
      'unknownStep',
    );
    expect(simulatorFailureOf(fieldErrors({ language: 'unknown_value' }), 'start').kind).toBe(
      'invalid',
    );
    expect(simulatorFailureOf(answered(404), 'start').kind).toBe('flowGone');
  });

  it('tells a conversation gone or ended from a message refused', () => {
    expect(simulatorFailureOf(answered(404), 'send')).toEqual({ during: 'send', kind: 'expired' });
    const ended = badRequest({ code: 'session_ended', message: 'Ended' });
    expect(simulatorFailureOf(ended, 'send').kind).toBe('ended');
    expect(simulatorFailureOf(fieldErrors({ dtmf: 'invalid' }), 'send').kind).toBe('invalid');
    expect(isSessionLost(simulatorFailureOf(answered(404), 'send'))).toBe(true);
    expect(isSessionLost(simulatorFailureOf(answered(500), 'send'))).toBe(false);
  });

  it('tells passing faults apart: time-out, no connection, server, malformed answer', () => {
    expect(simulatorFailureOf(new TimeoutError('simulator/sessions'), 'start').kind).toBe(
      'timeout',
    );
    expect(simulatorFailureOf(new AxiosError('Network Error', 'ERR_NETWORK'), 'send').kind).toBe(
      'offline',
    );
    expect(simulatorFailureOf(answered(503), 'send').kind).toBe('server');
    expect(simulatorFailureOf(answered(403), 'start').kind).toBe('forbidden');
    expect(simulatorFailureOf(new MalformedAnswerError('x', []), 'send').kind).toBe('malformed');
  });
});
