import { beforeEach, describe, expect, it } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

beforeEach(() => resetMockData());

describe('the entities mock', () => {
  it('checks each kind’s own part: values, a pattern that compiles, a system type', async () => {
    const base = { name: 'colour', values: [], pattern: null, system: null };
    const list = await call('POST', '/entities', { ...base, kind: 'list' });
    expect(list.body.fieldErrors).toEqual({ values: 'required' });
    const regex = await call('POST', '/entities', { ...base, kind: 'regex', pattern: '(' });
    expect(regex.body.fieldErrors).toEqual({ pattern: 'invalid' });
    const system = await call('POST', '/entities', { ...base, kind: 'system', system: 'colour' });
    expect(system.body.fieldErrors).toEqual({ system: 'unknown_value' });
    const taken = await call('POST', '/entities', {
      ...base,
      name: 'product',
      kind: 'system',
      system: 'date',
    });
    expect(taken.body.fieldErrors).toEqual({ name: 'already_exists' });
  });

  it('removes an entity’s tags from every example with it', async () => {
    const example = mockDb().intents[1]!.examples[0]!;
    example.entities = [{ start: 0, end: 5, entity: 'product' }];
    expect((await call('DELETE', '/entities/entity-1')).status).toBe(204);
    expect(example.entities).toEqual([]);
    const { body } = await call('GET', '/entities');
    expect((body.items as { name: string }[]).map((entity) => entity.name)).toEqual([
      'date',
      'order_number',
    ]);
  });
});
