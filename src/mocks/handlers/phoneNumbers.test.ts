import { beforeEach, describe, expect, it } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

beforeEach(() => resetMockData());

const input = (number: string) => ({
  number,
  provider: 'Sipgate',
  environment: 'production',
  label: '',
  configId: 'cfg-default',
});

describe('the phone numbers mock', () => {
  it.each(['+49 (0)30 1234567', '+49 30 1234567', '030 1234567', 'abc', '+0301234567'])(
    'refuses %j, which is not E.164, at the number',
    async (number) => {
      const refused = await call('POST', '/phone-numbers', input(number));
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ number: 'e164' });
      expect(mockDb().phoneNumbers).toHaveLength(3);
    },
  );

  it('takes a number in E.164', async () => {
    const created = await call('POST', '/phone-numbers', input('+49301234567'));
    expect(created.status).toBe(201);
    expect(created.body.number).toBe('+49301234567');
  });
});
