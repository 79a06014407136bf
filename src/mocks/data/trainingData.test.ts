import { describe, expect, it } from 'vitest';
import { createIntents } from './intents';
import { planImport } from './importPlan';
import { formatTrainingData, parseTrainingData } from './trainingData';

const intents = createIntents(Date.parse('2026-11-25T10:00:00Z'), 'Bob Sample');

describe('training data files', () => {
  it('reads CSV with quoted commas and line breaks, naming each bad row’s line', () => {
    const csv = [
      'intent,text,language',
      'order.status,"Where, exactly, is my parcel?",en-US',
      'order.status,"A parcel',
      'over two lines",en-US',
      'Order Status,Bad name,en-US',
      'order.status,,en-US',
      'order.status,Wo ist es?,xx-XX',
      'order.status,Wo ist mein Paket?,de-DE',
    ].join('\n');
    const { examples, errors } = parseTrainingData('csv', csv, undefined);
    expect(examples.map(({ line, text }) => [line, text])).toEqual([
      [2, 'Where, exactly, is my parcel?'],
      [3, 'A parcel\nover two lines'],
      [8, 'Wo ist mein Paket?'],
    ]);
    expect(errors.map(({ line, code }) => [line, code])).toEqual([
      [5, 'intent_name'],
      [6, 'empty_text'],
      [7, 'unknown_language'],
    ]);
  });

  it('refuses a CSV without the columns it needs, and takes the language from the request', () => {
    expect(parseTrainingData('csv', 'intent,text\nx,y', undefined).errors).toEqual([
      expect.objectContaining({ line: 1, code: 'missing_column' }),
    ]);
    const { examples } = parseTrainingData('csv', 'intent,text\norder.status,Hallo', 'de-DE');
    expect(examples[0]).toMatchObject({ language: 'de-DE', text: 'Hallo' });
  });

  it('names the line of a JSON syntax error', () => {
    const json = '{\n  "intents": [\n    { "name": "a", }\n  ]\n}';
    expect(parseTrainingData('json', json, undefined).errors).toEqual([
      expect.objectContaining({ line: 3, code: 'syntax' }),
    ]);
  });

  it('reads Rasa YAML: each example on its own line, entities as tags', () => {
    const rasa = [
      'version: "3.1"',
      'nlu:',
      '- intent: travel.book',
      '  examples: |',
      '    - I want to fly to [Berlin](city)',
      '    - Book a trip',
      '- synonym: Berlin',
      '  examples: |',
      '    - BER',
      '- intent: Bad',
      '  examples: |',
      '    - nope',
    ].join('\n');
    const { examples, errors } = parseTrainingData('rasa-yaml', rasa, 'en-US');
    expect(examples).toEqual([
      {
        line: 5,
        intent: 'travel.book',
        text: 'I want to fly to Berlin',
        language: 'en-US',
        entities: [{ start: 17, end: 23, entity: 'city' }],
      },
      { line: 6, intent: 'travel.book', text: 'Book a trip', language: 'en-US', entities: [] },
    ]);
    expect(errors).toEqual([expect.objectContaining({ line: 12, code: 'intent_name' })]);
    expect(
      parseTrainingData('rasa-yaml', 'nlu:\n  - intent: [a\n', 'en-US').errors[0],
    ).toMatchObject({
      code: 'syntax',
    });
    expect(parseTrainingData('rasa-yaml', rasa, undefined).errors[0]?.code).toBe(
      'unknown_language',
    );
  });

  it.each(['csv', 'json', 'rasa-yaml'] as const)('reads back what it exports (%s)', (format) => {
    const file = formatTrainingData(format, intents, 'de-DE');
    const { examples, errors } = parseTrainingData(format, file, 'de-DE');
    expect(errors).toEqual([]);
    const german = intents.flatMap((intent) =>
      intent.examples
        .filter((example) => example.language === 'de-DE')
        .map((example) => [intent.name, example.text]),
    );
    expect(examples.map((example) => [example.intent, example.text])).toEqual(german);
  });
});

describe('an import plan', () => {
  const file = (rows: [string, string][]) =>
    parseTrainingData(
      'csv',
      ['intent,text,language', ...rows.map((row) => `${row.join(',')},en-US`)].join('\n'),
      undefined,
    ).examples;

  it('adds what is new, counts what is there, and leaves out another intent’s example', () => {
    const plan = planImport(
      intents,
      file([
        ['order.status', 'Where is my order?'],
        ['order.status', 'Has my parcel left?'],
        ['order.status', 'Has my parcel left?'],
        ['billing.question', 'Where is my order?'],
        ['delivery.late', 'My parcel is late'],
      ]),
      'merge',
    );
    expect([...plan.additions].map(([name, list]) => [name, list.map((e) => e.text)])).toEqual([
      ['order.status', ['Has my parcel left?']],
      ['delivery.late', ['My parcel is late']],
    ]);
    expect(plan.duplicates).toBe(2);
    expect(plan.newIntents).toEqual(['delivery.late']);
    expect(plan.conflicts).toEqual([
      expect.objectContaining({ line: 5, intent: 'billing.question', existingIn: 'order.status' }),
    ]);
    expect(plan.removals.size).toBe(0);
  });

  it('replaces a named intent’s examples in the file’s languages only', () => {
    const plan = planImport(intents, file([['order.status', 'Where is my order?']]), 'replace');
    const order = intents.find((intent) => intent.name === 'order.status')!;
    const removed = plan.removals.get(order.id)!;
    const english = order.examples.filter((example) => example.language === 'en-US');
    expect(removed.size).toBe(english.length - 1);
    for (const example of order.examples.filter((e) => e.language !== 'en-US')) {
      expect(removed.has(example.id)).toBe(false);
    }
  });
});
