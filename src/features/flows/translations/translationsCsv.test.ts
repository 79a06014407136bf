import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/api-client/schema';
import { flowNode as node } from '../../../testing/flowGraph';
import { flowTextRows, rowsForTranslation, withTexts } from '../model/flowTexts';
import { exportTranslations, readTranslations } from './translationsCsv';

const LANGUAGES: Language[] = ['de-DE', 'en-US', 'fr-FR'];
const nodes = [
  node('start', 'start'),
  node('hello', 'say', { texts: { 'de-DE': 'Hallo', 'en-US': 'Hello, "you"' } }),
  node('ask', 'ask', {
    prompts: { 'de-DE': 'Nummer?', 'en-US': 'Number?', 'fr-FR': 'Numéro ?' },
    noInputPrompts: { 'en-US': '-Still there?' },
    noMatchPrompts: {},
    slot: 'n',
    buttons: [{ id: 'btn-yes', labels: { 'en-US': 'Yes' }, value: 'yes' }],
  }),
  node('card', 'say', {
    texts: { 'de-DE': 'Neu', 'en-US': 'New', 'fr-FR': 'Nouveau' },
    card: { titles: { 'en-US': 'Offer' }, imageUrl: 'https://example.com/a.png' },
  }),
];
const rows = flowTextRows(nodes);
const describeRow = () => ({ step: 'Step, with a comma', field: 'Text' });

describe('a flow’s texts', () => {
  it('are the required ones and reprompts with a text, missing ones first for a language', () => {
    expect(rows.map((row) => [row.id, row.required])).toEqual([
      ['hello.texts', true],
      ['ask.prompts', true],
      ['ask.noInputPrompts', false],
      ['ask.button.btn-yes', true],
      ['card.texts', true],
      ['card.cardTitle', true],
    ]);
    expect(rowsForTranslation(rows, 'fr-FR').map((row) => row.id)).toEqual([
      'hello.texts',
      'ask.noInputPrompts',
      'ask.button.btn-yes',
      'card.cardTitle',
      'ask.prompts',
      'card.texts',
    ]);
    const changed = withTexts({ nodes }, [
      { nodeId: 'hello', group: 'texts', language: 'fr-FR', text: 'Bonjour' },
      { nodeId: 'ask', group: 'button', button: 'btn-yes', language: 'fr-FR', text: 'Oui' },
      { nodeId: 'card', group: 'cardTitle', language: 'fr-FR', text: 'Offre' },
    ]);
    expect(changed.nodes[2].data.buttons?.[0].labels).toEqual({ 'en-US': 'Yes', 'fr-FR': 'Oui' });
    expect(changed.nodes[3].data.card?.titles).toEqual({ 'en-US': 'Offer', 'fr-FR': 'Offre' });
    expect(changed.nodes[1].data.texts).toEqual({
      'de-DE': 'Hallo',
      'en-US': 'Hello, "you"',
      'fr-FR': 'Bonjour',
    });
    expect(nodes[1].data.texts).not.toHaveProperty('fr-FR');
  });
});

describe('translations as CSV', () => {
  it('export every text with an id, and read the same file back as no change', () => {
    const csv = exportTranslations(rows, LANGUAGES, describeRow);
    expect(csv.startsWith('\uFEFFid,step,field,de-DE,en-US,fr-FR\r\n')).toBe(true);
    expect(csv).toContain('hello.texts,"Step, with a comma",Text,Hallo,"Hello, ""you""",\r\n');
    // A text that would start a formula in a spreadsheet is defused, and read back as written.
    expect(csv).toContain(",'-Still there?,");
    expect(readTranslations(csv, rows, LANGUAGES)).toEqual({ changes: [] });
  });

  it('read what a translator filled in: new and changed texts, blanks change nothing', () => {
    const file = [
      'id,fr-FR,en-US',
      'hello.texts,Bonjour,',
      '"ask.prompts","Numéro ?","Your number?"',
      'ask.noInputPrompts,"Toujours là ?\nDites-le",',
    ].join('\r\n');
    expect(readTranslations(file, rows, LANGUAGES)).toEqual({
      changes: [
        {
          rowId: 'hello.texts',
          nodeId: 'hello',
          group: 'texts',
          language: 'fr-FR',
          text: 'Bonjour',
          before: '',
        },
        {
          rowId: 'ask.prompts',
          nodeId: 'ask',
          group: 'prompts',
          language: 'en-US',
          text: 'Your number?',
          before: 'Number?',
        },
        {
          rowId: 'ask.noInputPrompts',
          nodeId: 'ask',
          group: 'noInputPrompts',
          language: 'fr-FR',
          text: 'Toujours là ?\nDites-le',
          before: '',
        },
      ],
    });
  });

  it('refuse a file as a whole, saying why and where', () => {
    const read = (file: string) => readTranslations(file, rows, LANGUAGES);
    expect(read('')).toEqual({ fault: 'malformed', line: 1 });
    expect(read('id,fr-FR\nhello.texts,"Bonjour\n')).toEqual({ fault: 'malformed', line: 2 });
    expect(read('key,fr-FR\nhello.texts,Bonjour')).toEqual({ fault: 'no_id_column' });
    expect(read('id,step\nhello.texts,x')).toEqual({ fault: 'no_language' });
    expect(read('id,es-ES\nhello.texts,Hola')).toEqual({
      fault: 'unknown_language',
      column: 'es-ES',
    });
    // A language of the portal, but not of this flow.
    expect(read('id,it-IT\nhello.texts,Ciao')).toEqual({
      fault: 'unknown_language',
      column: 'it-IT',
    });
    expect(read('id,fr-FR\nhello.texts,Bonjour\ngone.texts,Parti')).toEqual({
      fault: 'unknown_id',
      line: 3,
      id: 'gone.texts',
    });
    expect(read('id,fr-FR\nhello.texts,Bonjour\nhello.texts,Salut')).toEqual({
      fault: 'duplicate_id',
      line: 3,
      id: 'hello.texts',
    });
    expect(read(`id,fr-FR\nhello.texts,${'x'.repeat(2001)}`)).toEqual({
      fault: 'too_long',
      line: 2,
      language: 'fr-FR',
      max: 2000,
    });
    // A button's label is short, as the contract has it.
    expect(read(`id,fr-FR\nask.button.btn-yes,${'x'.repeat(81)}`)).toEqual({
      fault: 'too_long',
      line: 2,
      language: 'fr-FR',
      max: 80,
    });
    // Not a CSV at all: its first line is no header with an id.
    expect(read('\u0000\u0001binary')).toEqual({ fault: 'no_id_column' });
  });
});
