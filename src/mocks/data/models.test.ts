import { describe, expect, it } from 'vitest';
import { addNearDuplicate } from '../../testing/nearDuplicate';
import { createIntents } from './intents';
import { compareModels, createModel, evaluateExamples, learnedFrom, reportOf } from './models';
import type { LearnedIntent } from './nlu';
import { createNluSeed } from './nluSeed';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const intents = createIntents(NOW, 'Bob Sample');
const seed = createNluSeed(NOW, 'Bob Sample', intents);
const next = createModel('model-2', learnedFrom(intents), {
  at: NOW,
  by: 'Alice',
  trainingJobId: 'train-1',
});

const TWO_INTENTS: LearnedIntent[] = [
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
];

describe('mock models', () => {
  it('start with one active model that has not learned the intent added since', () => {
    expect(seed.activeModelId).toBe('model-1');
    const names = seed.models[0]!.intents.map((intent) => intent.name);
    expect(names).toContain('order.status');
    expect(names).not.toContain('agent.request');
  });

  it('measure a model on its own examples, each left out in turn', () => {
    const metrics = evaluateExamples(TWO_INTENTS);
    // Three of four come out right; a: precision 2/3, recall 1 → F1 0.8; b: 1/1 and 1/2 → 0.667.
    expect(metrics).toEqual({ accuracy: 0.75, macroF1: 0.733, intents: 2, examples: 4 });
  });

  it('report each intent’s precision, recall and F1 and where its examples went', () => {
    const model = createModel('model-x', TWO_INTENTS, { at: NOW, by: null, trainingJobId: null });
    const report = reportOf(model, []);
    const a = { intentId: 'a', name: 'a' };
    const b = { intentId: 'b', name: 'b' };
    expect(report.modelId).toBe('model-x');
    // a: understood as a three times, twice rightly; b: once, rightly, of its two.
    expect(report.intents).toEqual([
      { intent: a, precision: 0.667, recall: 1, f1: 0.8, examples: 2, understoodAs: 3 },
      { intent: b, precision: 1, recall: 0.5, f1: 0.667, examples: 2, understoodAs: 1 },
    ]);
    // Row by row; only the confused cell lists its examples.
    expect(report.cells).toEqual([
      { actual: a, understood: a, count: 2, examples: [] },
      {
        actual: b,
        understood: a,
        count: 1,
        examples: [{ text: 'apple car', language: 'en-US', exampleId: null, alike: null }],
      },
      { actual: b, understood: b, count: 1, examples: [] },
    ]);
  });

  it('put what the model recognised as nothing last in its row', () => {
    const intents: LearnedIntent[] = [
      TWO_INTENTS[0]!,
      {
        ...TWO_INTENTS[1]!,
        // Shares no word with any other example: recognised as nothing without itself.
        examples: [...TWO_INTENTS[1]!.examples, { text: 'zebra', language: 'en-US' }],
      },
    ];
    const model = createModel('model-y', intents, { at: NOW, by: null, trainingJobId: null });
    const cells = reportOf(model, []).cells.map((cell) => [
      cell.actual.intentId,
      cell.understood?.intentId ?? null,
      cell.examples.map((example) => example.text),
    ]);
    expect(cells).toEqual([
      ['a', 'a', []],
      ['b', 'a', ['apple car']],
      ['b', 'b', []],
      ['b', null, ['zebra']],
    ]);
  });

  it('name each confused example as the intents have it now, and the alike one it was taken for', () => {
    const current = createIntents(NOW, 'Bob Sample');
    const order = current.find((intent) => intent.name === 'order.status')!;
    const billing = addNearDuplicate(current, 'ex-near');
    const model = createModel('model-dup', learnedFrom(current), {
      at: NOW,
      by: null,
      trainingJobId: null,
    });
    const cell = reportOf(model, current).cells.find(
      (found) => found.actual.intentId === billing.id && found.understood?.intentId === order.id,
    );
    const confused = cell?.examples.find((example) => example.text === 'Where is my order now?');
    expect(confused).toEqual({
      text: 'Where is my order now?',
      language: 'en-US',
      exampleId: 'ex-near',
      alike: expect.objectContaining({
        intentId: order.id,
        text: 'Where is my order?',
        similarity: 0.8,
      }),
    });
    // Removed since the model learned it: nothing left to fix.
    billing.examples = billing.examples.filter((example) => example.id !== 'ex-near');
    const after = reportOf(model, current)
      .cells.flatMap((found) => found.examples)
      .find((example) => example.text === 'Where is my order now?');
    expect(after?.exampleId).toBeNull();
  });

  it('agree with the metrics on the seeded intents, row by row in the model’s order', () => {
    const intents = learnedFrom(createIntents(NOW, 'Bob Sample'));
    const model = createModel('model-seed', intents, { at: NOW, by: null, trainingJobId: null });
    const report = reportOf(model, []);
    const f1 = report.intents.filter((row) => row.examples > 0).map((row) => row.f1);
    const mean = f1.reduce((sum, value) => sum + value, 0) / f1.length;
    expect(mean).toBeCloseTo(model.metrics.macroF1, 2);
    // Every example counted once; the diagonal is what came out right.
    const counted = report.cells.reduce((sum, cell) => sum + cell.count, 0);
    expect(counted).toBe(model.metrics.examples);
    const right = report.cells
      .filter((cell) => cell.understood?.intentId === cell.actual.intentId)
      .reduce((sum, cell) => sum + cell.count, 0);
    expect(right / counted).toBeCloseTo(model.metrics.accuracy, 2);
    const order = intents.map((intent) => intent.id);
    const column = (cell: (typeof report.cells)[number]) =>
      cell.understood ? order.indexOf(cell.understood.intentId) : order.length;
    for (const [index, cell] of report.cells.entries()) {
      const before = report.cells[index - 1];
      if (before && before.actual.intentId === cell.actual.intentId) {
        expect(column(cell)).toBeGreaterThan(column(before));
      }
      if (cell.understood?.intentId !== cell.actual.intentId) {
        expect(cell.examples.length).toBe(Math.min(cell.count, 50));
      }
    }
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
