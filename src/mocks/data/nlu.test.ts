import { describe, expect, it } from 'vitest';
import { createIntents } from './intents';
import { predictIntents, tokensOf } from './nlu';

const intents = createIntents(Date.parse('2026-11-25T10:00:00Z'), 'Bob Sample');

describe('the mock understanding', () => {
  it('recognises an example as its intent, fully confident, and ranks the rest below', () => {
    const [first, ...rest] = predictIntents('Where is my order?', 'en-US', intents);
    expect(first).toMatchObject({ name: 'order.status', confidence: 1 });
    expect(rest.length).toBeLessThanOrEqual(2);
    for (const other of rest) expect(other.confidence).toBeLessThan(1);
  });

  it('finds the closest intent for a new wording, in the sentence’s language only', () => {
    expect(predictIntents('I forgot the password', 'en-US', intents)[0]?.name).toBe(
      'password.reset',
    );
    expect(predictIntents('Passwort vergessen', 'de-DE', intents)[0]?.name).toBe('password.reset');
    // agent.request has no Japanese examples: a Japanese sentence can never reach it.
    const japanese = predictIntents('担当者と話したいです', 'ja-JP', intents);
    expect(japanese.map((intent) => intent.name)).not.toContain('agent.request');
  });

  it('answers nothing when no word is shared, and the same every time', () => {
    expect(predictIntents('zzz qqq', 'en-US', intents)).toEqual([]);
    expect(predictIntents('Where is my parcel', 'en-US', intents)).toEqual(
      predictIntents('Where is my parcel', 'en-US', intents),
    );
  });

  it('reads Japanese, written without spaces, in pairs of characters', () => {
    expect([...tokensOf('注文は？', 'ja-JP')]).toEqual(['注文', '文は']);
    expect([...tokensOf('Where is MY order?', 'en-US')]).toEqual(['where', 'is', 'my', 'order']);
  });
});
