import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts';
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
});
