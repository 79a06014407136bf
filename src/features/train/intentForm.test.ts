import { describe, expect, it } from 'vitest';
import type { Intent } from '../../lib/api-client/schema';
import {
  formPathOf,
  fromFlat,
  intentFormSchema,
  toFlat,
  toFormValues,
  toUpdate,
} from './intentForm';

const intent: Intent = {
  id: 'intent-1',
  name: 'order.status',
  description: 'Where an order is.',
  examples: [
    { id: 'ex-1', text: 'Where is my order?', language: 'en-US', entities: [], source: 'manual' },
    {
      id: 'ex-2',
      text: 'Wo ist meine Bestellung?',
      language: 'de-DE',
      entities: [],
      source: 'import',
    },
    {
      id: 'ex-3',
      text: 'Order 42 is late',
      language: 'en-US',
      entities: [{ start: 6, end: 8, entity: 'order_number' }],
      source: 'inbox',
    },
  ],
  needsTraining: false,
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
  updatedBy: 'Bob Sample',
};

describe('the intent form', () => {
  it('holds the examples language by language, in the server’s order', () => {
    const values = toFormValues(intent);
    expect(values.examples['en-US'].map((example) => example.id)).toEqual(['ex-1', 'ex-3']);
    expect(values.examples['de-DE'].map((example) => example.text)).toEqual([
      'Wo ist meine Bestellung?',
    ]);
    expect(values.examples['ja-JP']).toEqual([]);
  });

  it('sends every example with its id and entity tags, new ones without an id, and the version', () => {
    const values = toFormValues(intent);
    values.examples['fr-FR'].push({ id: null, text: '  Où est ma commande ?  ', entities: [] });
    const update = toUpdate(values, intent.version);
    expect(update.version).toBe(3);
    expect(update.examples).toEqual([
      { id: 'ex-2', text: 'Wo ist meine Bestellung?', language: 'de-DE', entities: [] },
      { id: 'ex-1', text: 'Where is my order?', language: 'en-US', entities: [] },
      {
        id: 'ex-3',
        text: 'Order 42 is late',
        language: 'en-US',
        entities: [{ start: 6, end: 8, entity: 'order_number' }],
      },
      { text: 'Où est ma commande ?', language: 'fr-FR', entities: [] },
    ]);
  });

  it('finds the field a server error names by its place in the request', () => {
    const values = toFormValues(intent);
    values.examples['fr-FR'].push({ id: null, text: 'Où est ma commande ?', entities: [] });
    // The request lists German first, then English, then French.
    expect(formPathOf(values, 'examples.0.text')).toBe('examples.de-DE.0.text');
    expect(formPathOf(values, 'examples.2.text')).toBe('examples.en-US.1.text');
    expect(formPathOf(values, 'examples.3.text')).toBe('examples.fr-FR.0.text');
    expect(formPathOf(values, 'name')).toBe('name');
    expect(formPathOf(values, 'examples.9.text')).toBe('examples.9.text');
  });

  it('compares each language’s examples as one part, and gives the form back unchanged', () => {
    const values = toFormValues(intent);
    const flat = toFlat(values, 3);
    expect(flat['examples.en-US']).toHaveLength(2);
    expect(flat.version).toBe(3);
    expect(fromFlat(flat)).toEqual(values);
  });

  it('checks the name as the contract does, with a reason of its own', () => {
    const values = toFormValues(intent);
    expect(intentFormSchema.safeParse(values).success).toBe(true);
    const bad = intentFormSchema.safeParse({ ...values, name: 'Order Status' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['name'], message: 'intent_name' });
    const empty = intentFormSchema.safeParse({
      ...values,
      examples: { ...values.examples, 'en-US': [{ id: null, text: ' ', entities: [] }] },
    });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['examples', 'en-US', 0, 'text'],
      message: 'required',
    });
  });
});
