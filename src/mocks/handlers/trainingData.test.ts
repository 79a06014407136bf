import { beforeEach, describe, expect, it } from 'vitest';
import { callMockApi as call } from '../../testing/callMockApi';
import { mockDb, resetMockData } from '../data';
import { answerWithMockServer } from '../../testing/mockServer';

answerWithMockServer();

beforeEach(() => resetMockData());

const RASA = [
  'version: "3.1"',
  'nlu:',
  '- intent: delivery.late',
  '  examples: |',
  '    - My parcel is late',
  '    - The delivery is [two days](duration) overdue',
].join('\n');

const imported = (body: object) =>
  call('POST', '/nlu/imports', { format: 'rasa-yaml', mode: 'merge', language: 'en-US', ...body });

describe('the import mock', () => {
  it('checks a file in a dry run without changing anything, then applies it', async () => {
    const before = mockDb().intents.length;
    const dry = await imported({ dryRun: true, content: RASA });
    expect(dry.body).toMatchObject({
      dryRun: true,
      applied: false,
      added: 2,
      newIntents: 1,
      errors: [],
    });
    expect(mockDb().intents).toHaveLength(before);

    const done = await imported({ dryRun: false, content: RASA });
    expect(done.body).toMatchObject({ applied: true, added: 2 });
    const late = mockDb().intents.find((intent) => intent.name === 'delivery.late')!;
    expect(late).toMatchObject({ needsTraining: true, version: 1 });
    expect(late.examples[1]).toMatchObject({
      text: 'The delivery is two days overdue',
      source: 'import',
      entities: [{ start: 16, end: 24, entity: 'duration' }],
    });
  });

  it('applies nothing from a file with an error, and names its line', async () => {
    const broken = `${RASA}\n- intent: Not-A-Name\n  examples: |\n    - hello`;
    const { body } = await imported({ dryRun: false, content: broken });
    expect(body).toMatchObject({
      applied: false,
      errors: [expect.objectContaining({ line: 9, code: 'intent_name' })],
    });
    expect(mockDb().intents.some((intent) => intent.name === 'delivery.late')).toBe(false);
  });

  it('exports one language as a download named for it', async () => {
    const response = await fetch('http://localhost/api/v1/nlu/exports?format=csv&language=it-IT');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="training-it-IT.csv"',
    );
    const [header, first] = (await response.text()).split('\n');
    expect(header).toBe('intent,text,language');
    expect(first).toMatch(/^billing\.question,.+,it-IT$/);
  });
});
