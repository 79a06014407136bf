import type { Language } from '../../../lib/api-client/schema';
import { buildCsv } from '../../../lib/csv/buildCsv';
import { readCsv, unescapeCsvField } from '../../../lib/csv/readCsv';
import { textMaxLength, type FlowTextRow, type TextChange } from '../model/flowTexts';

/** The first columns of an exported file; one column per language follows. */
const ID = 'id';
const STEP = 'step';
const FIELD = 'field';

/** Why an import is refused, with where (a line of the file) and what (an id, a language). */
export type ImportFault =
  | { fault: 'malformed'; line: number }
  | { fault: 'no_id_column' }
  | { fault: 'unknown_language'; column: string }
  | { fault: 'no_language' }
  | { fault: 'unknown_id'; line: number; id: string }
  | { fault: 'duplicate_id'; line: number; id: string }
  | { fault: 'too_long'; line: number; language: Language; max: number };

/** A change the import would make: the text now (empty when missing) and the text then. */
export interface ImportedChange extends TextChange {
  rowId: string;
  /** A button's place among its step's, from 1. */
  number?: number;
  before: string;
}

/**
 * The flow's texts for a translator: one row per text, an id the import reads it back by, the
 * step and field for orientation (ignored on import), and a column per language of the flow.
 */
export function exportTranslations(
  rows: readonly FlowTextRow[],
  languages: readonly Language[],
  describe: (row: FlowTextRow) => { step: string; field: string },
): string {
  return buildCsv(
    [ID, STEP, FIELD, ...languages],
    rows.map((row) => {
      const { step, field } = describe(row);
      return [row.id, step, field, ...languages.map((language) => row.texts[language] ?? '')];
    }),
  );
}

/**
 * What a translator's file would change: refused as a whole when it is not CSV, names a
 * language the flow does not have, or a text the flow does not have (so nothing lands in the
 * wrong place). Columns `step` and `field` are only for reading; an empty cell changes nothing
 * (a translator leaves blank what was not translated); a text as it is now is no change.
 */
export function readTranslations(
  content: string,
  rows: readonly FlowTextRow[],
  languages: readonly Language[],
): { changes: ImportedChange[] } | ImportFault {
  const reading = readCsv(content);
  if (!reading.ok) return { fault: 'malformed', line: reading.line };
  const [header, ...records] = reading.records;
  if (!header) return { fault: 'malformed', line: 1 };
  const columns = header.fields.map((name) => name.trim());
  const idColumn = columns.indexOf(ID);
  if (idColumn < 0) return { fault: 'no_id_column' };
  const languageColumns: [number, Language][] = [];
  for (const [index, column] of columns.entries()) {
    if (index === idColumn || column === STEP || column === FIELD || column === '') continue;
    const language = languages.find((candidate) => candidate === column);
    if (!language) return { fault: 'unknown_language', column };
    languageColumns.push([index, language]);
  }
  if (languageColumns.length === 0) return { fault: 'no_language' };
  const byId = new Map(rows.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const changes: ImportedChange[] = [];
  for (const { line, fields } of records) {
    const id = (fields[idColumn] ?? '').trim();
    const row = byId.get(id);
    if (!row) return { fault: 'unknown_id', line, id };
    if (seen.has(id)) return { fault: 'duplicate_id', line, id };
    seen.add(id);
    for (const [index, language] of languageColumns) {
      const text = unescapeCsvField(fields[index] ?? '');
      if (!text.trim()) continue;
      const max = textMaxLength(row.group);
      if (text.length > max) return { fault: 'too_long', line, language, max };
      const before = row.texts[language] ?? '';
      if (text === before) continue;
      changes.push({
        rowId: id,
        nodeId: row.node.id,
        group: row.group,
        ...(row.button !== undefined ? { button: row.button, number: row.number } : {}),
        language,
        text,
        before,
      });
    }
  }
  return { changes };
}
