import type { Entity } from '../../lib/api-client/schema';
import { iso } from './time';

/** The entities the seeded bots know: products (a list), order numbers (a pattern), dates. */
export function createEntities(now: number, editor: string): Entity[] {
  const updatedAt = iso(now - 5 * 86_400_000);
  const common = { version: 1, updatedAt, updatedBy: editor };
  return [
    {
      id: 'entity-1',
      name: 'product',
      kind: 'list',
      values: [
        { value: 'router', synonyms: ['modem', 'wifi box', 'Router', 'routeur'] },
        { value: 'phone', synonyms: ['mobile', 'handy', 'smartphone', 'telefono'] },
        { value: 'tv', synonyms: ['television', 'fernseher', 'télé'] },
      ],
      pattern: null,
      system: null,
      ...common,
    },
    {
      id: 'entity-2',
      name: 'order_number',
      kind: 'regex',
      values: [],
      pattern: '[A-Z]{2}\\d{6}',
      system: null,
      ...common,
    },
    {
      id: 'entity-3',
      name: 'date',
      kind: 'system',
      values: [],
      pattern: null,
      system: 'date',
      ...common,
    },
  ];
}
