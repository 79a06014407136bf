import { describe, expect, it } from 'vitest';
import { createIntents } from './intents';
import { compareModels, createModel, evaluateExamples, learnedFrom } from './models';
import { createNluSeed } from './nluSeed';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const intents = createIntents(NOW, 'Bob Sample');
const seed = createNluSeed(NOW, 'Bob Sample', intents);
const next = createModel('model-2', learnedFrom(intents), {
  at: NOW,
  by: 'Alice',
  trainingJobId: 'train-1',
});

describe('mock models', () => {
  it('start with one active model that has not learned the intent added since', () => {
    expect(seed.activeModelId).toBe('model-1');
    const names = seed.models[0]!.intents.map((intent) => intent.name);
    expect(names).toContain('order.status');
    expect(names).not.toContain('agent.request');
  });

  it('measure a model on its own examples, each left out in turn', () => {
    const metrics = evaluateExamples([
      {
        id: 'a',
        name: 'a',
        examples: [
          { text: 'red apple', language: 'en-US' },
          { text: 'green apple', language: 'en-US' },
        ],
      },
      {
        id: 'b',
        name: 'b',
        examples: [
          { text: 'blue car', language: 'en-US' },
          // Closer to a's examples than to its own: understood as a without itself.
          { text: 'apple car', language: 'en-US' },
        ],
      },
    ]);
    // Three of four come out right; a: precision 2/3, recall 1 → F1 0.8; b: 1/1 and 1/2 → 0.667.
    expect(metrics).toEqual({ accuracy: 0.75, macroF1: 0.733, intents: 2, examples: 4 });
  });

  it('name the pinned sentence and the caller turns a new intent takes over', () => {
    const turns = [
      { text: 'Where is my order?', language: 'en-US' as const },
      { text: 'I want to speak to an agent please', language: 'en-US' as const },
    ];
    const result = compareModels(next, seed.models[0], seed.testSentences, turns);
    expect(result).toMatchObject({ modelId: 'model-2', comparedWith: 'model-1' });
    expect(result.pinned.checked).toBe(3);
    expect(result.pinned.changes).toEqual([
      {
        text: 'Can I talk to someone about my invoice?',
        language: 'en-US',
        testSentenceId: 'pinned-2',
        expected: { intentId: 'intent-1', name: 'billing.question' },
        before: expect.objectContaining({ name: 'billing.question' }),
        after: expect.objectContaining({ name: 'agent.request' }),
      },
    ]);
    expect(result.recent).toMatchObject({ checked: 2 });
    expect(result.recent.changes.map((change) => change.text)).toEqual([
      'I want to speak to an agent please',
    ]);
    expect(result.recent.changes[0]!.expected).toBeNull();
  });

  it('change nothing when a model is compared with itself', () => {
    const same = compareModels(seed.models[0]!, seed.models[0], seed.testSentences, []);
    expect(same.pinned.changes).toEqual([]);
  });
});
