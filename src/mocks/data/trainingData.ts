import { readCsv } from '../../lib/csv/readCsv';
import { parseDocument, LineCounter, isMap, isSeq, isScalar, stringify } from 'yaml';
import type {
  EntityTag,
  ImportError,
  Intent,
  Language,
  TrainingDataFormat,
} from '../../lib/api-client/schema';
import { isLanguage } from '../../lib/api-client/isLanguage';

/** One example as a file gives it, with the line it is on (1-based). */
export interface FileExample {
  line: number;
  intent: string;
  text: string;
  language: Language;
  entities: EntityTag[];
}

export interface ParsedFile {
  examples: FileExample[];
  errors: ImportError[];
}

const NAME = /^[a-z][a-z0-9_.]*$/;

const error = (line: number, code: string, message: string): ImportError => ({
  line,
  code,
  message,
});

/** The checks every format shares: a valid intent name, a known language, a text of 1–500. */
function checked(
  raw: { line: number; intent: string; text: string; language: unknown },
  errors: ImportError[],
): FileExample | undefined {
  const { line } = raw;
  const intent = raw.intent.trim();
  if (!NAME.test(intent) || intent.length > 80) {
    errors.push(error(line, 'intent_name', `"${intent}" is not an intent name`));
    return undefined;
  }
  if (!isLanguage(raw.language)) {
    errors.push(error(line, 'unknown_language', `Unknown language "${String(raw.language)}"`));
    return undefined;
  }
  const { text, entities } = withEntities(raw.text.trim());
  if (!text) {
    errors.push(error(line, 'empty_text', 'The example has no text'));
    return undefined;
  }
  if (text.length > 500) {
    errors.push(error(line, 'too_long', 'The example is longer than 500 characters'));
    return undefined;
  }
  return { line, intent, text, language: raw.language, entities };
}

/** Rasa's inline entities, `[Berlin](city)`: the words stay, the entity becomes a tag. */
function withEntities(annotated: string): { text: string; entities: EntityTag[] } {
  const entities: EntityTag[] = [];
  let text = '';
  let rest = annotated;
  for (let match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest); match;) {
    text += rest.slice(0, match.index);
    entities.push({ start: text.length, end: text.length + match[1]!.length, entity: match[2]! });
    text += match[1];
    rest = rest.slice(match.index + match[0].length);
    match = /\[([^\]]+)\]\(([^)\s]+)\)/.exec(rest);
  }
  return { text: text + rest, entities };
}

function parseCsv(content: string, language: Language | undefined): ParsedFile {
  const reading = readCsv(content);
  if (!reading.ok) {
    return {
      examples: [],
      errors: [error(reading.line, 'syntax', 'A quoted field is not closed')],
    };
  }
  const [header, ...rows] = reading.records;
  const columns = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (at('intent') < 0 || at('text') < 0 || (at('language') < 0 && !language)) {
    const missing = ['intent', 'text', 'language'].filter((name) => at(name) < 0);
    return {
      examples: [],
      errors: [error(1, 'missing_column', `The header lacks ${missing.join(', ')}`)],
    };
  }
  const errors: ImportError[] = [];
  const examples = rows.flatMap(({ line, fields }) => {
    const example = checked(
      {
        line,
        intent: fields[at('intent')] ?? '',
        text: fields[at('text')] ?? '',
        language: (at('language') >= 0 && fields[at('language')]?.trim()) || language,
      },
      errors,
    );
    return example ? [example] : [];
  });
  return { examples, errors };
}

/** The line of the `index`th character. */
function lineAt(content: string, index: number): number {
  let line = 1;
  for (let position = content.indexOf('\n'); position >= 0 && position < index;) {
    line += 1;
    position = content.indexOf('\n', position + 1);
  }
  return line;
}

function parseJson(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch (cause) {
    const position = /position (\d+)/.exec(String(cause))?.[1];
    const line = position === undefined ? 1 : lineAt(content, Number(position));
    return { examples: [], errors: [error(line, 'syntax', 'The file is not valid JSON')] };
  }
  const intents = (data as { intents?: unknown } | null)?.intents;
  if (!Array.isArray(intents)) {
    return { examples: [], errors: [error(1, 'syntax', 'There is no "intents" list')] };
  }
  const errors: ImportError[] = [];
  const examples: FileExample[] = [];
  // Each example's line: where its text stands, searched from the previous one on.
  let cursor = 0;
  for (const intent of intents as { name?: unknown; examples?: unknown }[]) {
    const name = typeof intent?.name === 'string' ? intent.name : '';
    const list = Array.isArray(intent?.examples) ? intent.examples : [];
    for (const item of list as { text?: unknown; language?: unknown }[]) {
      const text = typeof item?.text === 'string' ? item.text : '';
      const found = content.indexOf(JSON.stringify(text), cursor);
      if (found >= 0) cursor = found;
      const example = checked(
        { line: lineAt(content, cursor), intent: name, text, language: item?.language },
        errors,
      );
      if (example) examples.push(example);
    }
  }
  return { examples, errors };
}

function parseRasa(content: string, language: Language | undefined): ParsedFile {
  const lines = new LineCounter();
  const document = parseDocument(content, { lineCounter: lines, uniqueKeys: false });
  const syntax = document.errors[0];
  if (syntax) {
    const line = syntax.linePos?.[0]?.line ?? 1;
    return { examples: [], errors: [error(line, 'syntax', 'The file is not valid YAML')] };
  }
  if (!language) {
    return { examples: [], errors: [error(1, 'unknown_language', 'Rasa files need a language')] };
  }
  const nlu = isMap(document.contents) ? document.contents.get('nlu', true) : undefined;
  if (!isSeq(nlu)) {
    return { examples: [], errors: [error(1, 'syntax', 'There is no "nlu" list')] };
  }
  const errors: ImportError[] = [];
  const examples: FileExample[] = [];
  for (const item of nlu.items) {
    if (!isMap(item)) continue;
    // Synonyms, regexes and lookup tables are entity data, not examples.
    const intent = item.get('intent');
    const block = item.get('examples', true);
    if (typeof intent !== 'string' || !isScalar(block) || typeof block.value !== 'string') continue;
    // The block's first example sits on the line after `examples: |`.
    const first = lines.linePos(block.range?.[0] ?? 0).line + 1;
    block.value.split('\n').forEach((row, index) => {
      const text = /^\s*-\s+(.*)$/.exec(row)?.[1];
      if (text === undefined) return;
      const example = checked({ line: first + index, intent, text, language }, errors);
      if (example) examples.push(example);
    });
  }
  return { examples, errors };
}

export function parseTrainingData(
  format: TrainingDataFormat,
  content: string,
  language: Language | undefined,
): ParsedFile {
  if (format === 'csv') return parseCsv(content, language);
  if (format === 'json') return parseJson(content);
  return parseRasa(content, language);
}

const csvField = (value: string) =>
  /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** Rasa's inline form of an example's entity tags. */
function annotated(text: string, entities: EntityTag[]): string {
  let result = '';
  let at = 0;
  for (const tag of [...entities].sort((a, b) => a.start - b.start)) {
    result += `${text.slice(at, tag.start)}[${text.slice(tag.start, tag.end)}](${tag.entity})`;
    at = tag.end;
  }
  return result + text.slice(at);
}

/** The intents' examples in one language, in a format the import reads back. */
export function formatTrainingData(
  format: TrainingDataFormat,
  intents: Intent[],
  language: Language,
): string {
  const inLanguage = intents.map((intent) => ({
    intent,
    examples: intent.examples.filter((example) => example.language === language),
  }));
  if (format === 'csv') {
    const rows = inLanguage.flatMap(({ intent, examples }) =>
      examples.map((example) => [intent.name, example.text, language].map(csvField).join(',')),
    );
    return ['intent,text,language', ...rows].join('\n') + '\n';
  }
  if (format === 'json') {
    const data = {
      intents: inLanguage.map(({ intent, examples }) => ({
        name: intent.name,
        description: intent.description,
        examples: examples.map(({ text }) => ({ text, language })),
      })),
    };
    return JSON.stringify(data, null, 2) + '\n';
  }
  const nlu = inLanguage
    .filter(({ examples }) => examples.length > 0)
    .map(({ intent, examples }) => ({
      intent: intent.name,
      examples: examples
        .map((example) => `- ${annotated(example.text, example.entities)}\n`)
        .join(''),
    }));
  return stringify({ version: '3.1', nlu }, { blockQuote: 'literal' });
}
