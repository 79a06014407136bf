import { describe, expect, it } from 'vitest';
import { findConflicts, findSimilar } from './conflicts';
import { createIntents } from './intents';

const fresh = () => createIntents(Date.parse('2026-11-25T10:00:00Z'), 'Bob Sample');

describe('examples worded alike across intents', () => {
  it('finds none in the seeded intents', () => {
    expect(findConflicts(fresh())).toEqual([]);
  });

  it('pairs examples of different intents that share three words in four, in one language', () => {
    const intents = fresh();
    const billing = intents.find((intent) => intent.name === 'billing.question')!;
    billing.examples.push(
      {
        id: 'ex-a',
        text: 'Where is my order now?',
        language: 'en-US',
        entities: [],
        source: 'manual',
      },
      // The same words in German do not meet English ones.
      {
        id: 'ex-b',
        text: 'Where is my order now?',
        language: 'de-DE',
        entities: [],
        source: 'manual',
      },
    );
    expect(findConflicts(intents)).toEqual([
      {
        language: 'en-US',
        similarity: 0.8,
        first: expect.objectContaining({ intentName: 'billing.question', exampleId: 'ex-a' }),
        second: expect.objectContaining({ intentName: 'order.status', text: 'Where is my order?' }),
      },
    ]);
  });

  it('finds the same and nearly the same examples of other intents for a typed text, most alike first', () => {
    const intents = fresh();
    const order = intents.find((intent) => intent.name === 'order.status')!;
    // Case, spacing and punctuation aside it is order.status's own example.
    expect(findSimilar(intents, '  where IS my order ', 'en-US')).toEqual([
      expect.objectContaining({ intentId: order.id, text: 'Where is my order?', similarity: 1 }),
    ]);
    // Four words of five shared; the intent being edited is left out.
    expect(findSimilar(intents, 'Where is my order now', 'en-US')[0]?.similarity).toBe(0.8);
    expect(findSimilar(intents, 'Where is my order now', 'en-US', order.id)).toEqual([]);
    // Another language, or too few words in common: nothing.
    expect(findSimilar(intents, 'Where is my order?', 'de-DE')).toEqual([]);
    expect(findSimilar(intents, 'Where is my parcel today?', 'en-US')).toEqual([]);
  });

  it('lists at most five, the most alike first', () => {
    const intents = fresh();
    const billing = intents.find((intent) => intent.name === 'billing.question')!;
    for (let index = 0; index < 7; index += 1) {
      billing.examples.push({
        id: `ex-${index}`,
        text: index % 2 === 0 ? 'apple pear plum fig' : 'apple pear plum fig kiwi',
        language: 'en-US',
        entities: [],
        source: 'manual',
      });
    }
    const found = findSimilar(intents, 'apple pear plum fig', 'en-US');
    expect(found).toHaveLength(5);
    expect(found.map((example) => example.similarity)).toEqual([1, 1, 1, 1, 0.8]);
  });
});
