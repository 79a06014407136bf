import { describe, expect, it } from 'vitest';
import { callIntegration, mapAnswer } from './integrationCalls';

const call = { integration: 'shop', method: 'GET' as const, path: '/orders/{n}', timeoutMs: 3000 };

describe('the stand-in integrations', () => {
  it('answer an order by its number, the same every time', () => {
    const first = callIntegration(call, { n: 'A 1' });
    expect(first).toMatchObject({ outcome: 'success', status: 200, url: 'shop:/orders/A%201' });
    expect(first.answer).toMatchObject({ order: { number: 'A 1' } });
    expect(callIntegration(call, { n: 'A 1' })).toEqual(first);
    expect(first.durationMs).toBeGreaterThanOrEqual(80);
  });

  it('echo the body they received, with the slots’ values in it', () => {
    const answer = callIntegration(
      { ...call, method: 'POST', path: '/tickets', body: '{"who": {name}, "n": 2}' },
      { name: 'Ann "A"' },
    );
    expect(answer.requestBody).toBe('{"who": "Ann \\"A\\"", "n": 2}');
    expect(answer.answer).toEqual({
      ok: true,
      integration: 'shop',
      method: 'POST',
      received: { who: 'Ann "A"', n: 2 },
    });
  });

  it('fail where the path says so, run out under 500 ms, and refuse a body that is not JSON', () => {
    expect(callIntegration(call, { n: 'fail' })).toMatchObject({ outcome: 'error', status: 502 });
    expect(callIntegration({ ...call, timeoutMs: 300 }, { n: '1' })).toEqual({
      outcome: 'timeout',
      status: null,
      durationMs: 300,
      url: 'shop:/orders/1',
      requestBody: null,
    });
    expect(callIntegration({ ...call, body: '{"a": }' }, { n: '1' })).toMatchObject({
      outcome: 'error',
      status: 400,
    });
  });

  it('say what each mapping finds in an answer', () => {
    expect(
      mapAnswer({ a: { b: [1] } }, [
        { path: 'a.b[0]', slot: 'x' },
        { path: 'a.c', slot: 'y' },
      ]),
    ).toEqual([
      { path: 'a.b[0]', slot: 'x', value: '1' },
      { path: 'a.c', slot: 'y', value: null },
    ]);
  });
});
