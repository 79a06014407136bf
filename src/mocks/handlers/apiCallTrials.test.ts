import { beforeEach, describe, expect, it } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { resetMockData, setCurrentRole } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

const tryCall = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/simulator/api-calls', {
    integration: 'shop',
    method: 'POST',
    path: '/orders/{order_number}',
    body: '{"order": {order_number}, "note": "for {name}"}',
    timeoutMs: 3000,
    responseMapping: [
      { path: 'order.number', slot: 'confirmed' },
      { path: 'order.nothing', slot: 'other' },
    ],
    slots: { order_number: 'B 7', name: 'Ann' },
    ...overrides,
  });

beforeEach(() => resetMockData());

describe('“Try this call” in the mock', () => {
  it('sends the request with the slots’ values and says what each mapping finds', async () => {
    const { status, body } = await tryCall();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      outcome: 'success',
      status: 200,
      url: 'shop:/orders/B%207',
      requestBody: '{"order": "B 7", "note": "for Ann"}',
      mapped: [
        { path: 'order.number', slot: 'confirmed', value: 'B 7' },
        { path: 'order.nothing', slot: 'other', value: null },
      ],
    });
    expect(JSON.parse(String(body.response))).toMatchObject({ order: { number: 'B 7' } });
  });

  it('maps nothing after an error or a time-out', async () => {
    expect((await tryCall({ slots: { order_number: 'fail' } })).body).toMatchObject({
      outcome: 'error',
      status: 502,
      mapped: [],
    });
    expect((await tryCall({ timeoutMs: 200 })).body).toMatchObject({
      outcome: 'timeout',
      status: null,
      response: null,
      mapped: [],
    });
  });

  it('refuses what cannot be sent, naming the field', async () => {
    const refused = await tryCall({
      integration: '',
      path: 'orders',
      body: '{"a": }',
      timeoutMs: 50,
      responseMapping: [{ path: 'a..b', slot: 'x' }],
      slots: { a: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      integration: 'required',
      path: 'invalid',
      body: 'invalid',
      timeoutMs: 'invalid',
      'responseMapping.0': 'invalid',
      slots: 'invalid',
    });
    expect((await tryCall({ body: 'x'.repeat(4001) })).body.fieldErrors).toEqual({
      body: 'too_long',
    });
  });

  it('is only for those who may edit flows: the integration receives a real request', async () => {
    setCurrentRole('viewer');
    expect((await tryCall()).status).toBe(403);
  });
});
