import { describe, expect, it } from 'vitest';
import { createEntities } from './entities';
import { entityMatches } from './entityMatches';

const entities = createEntities(Date.parse('2026-11-25T10:00:00Z'), 'Bob Sample');

describe('entities in a sentence', () => {
  it('finds list values and synonyms as whole words, and pattern matches', () => {
    const text = 'My Modem from order AB123456 is broken, not the routers';
    expect(entityMatches(text, entities)).toEqual([
      { start: 3, end: 8, entity: 'product' },
      { start: 20, end: 28, entity: 'order_number' },
    ]);
  });

  it('keeps the earlier, longer match where two overlap', () => {
    const list = [{ ...entities[0]!, values: [{ value: 'wifi', synonyms: ['wifi box'] }] }];
    expect(entityMatches('the wifi box', list)).toEqual([{ start: 4, end: 12, entity: 'product' }]);
  });
});
