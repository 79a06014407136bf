// RFC 4180 CSV as spreadsheet programs write it (generic: nothing here knows what the rows mean).

export interface CsvRecord {
  /** The line the record starts on (from 1): a quoted field may span lines. */
  line: number;
  fields: string[];
}

export type CsvReading =
  | { ok: true; records: CsvRecord[] }
  /** A quoted field never closed: the file is cut off or not CSV. */
  | { ok: false; line: number };

/**
 * The records of a CSV text: a byte order mark is dropped, quoted fields may hold commas, quotes
 * ("") and line breaks, lines end in LF or CRLF, and empty lines are skipped.
 */
export function readCsv(text: string): CsvReading {
  const content = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((value) => value !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < content.length; index += 1) {
    const char = content[index];
    if (quoted) {
      if (char === '"' && content[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && content[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      start = line;
    } else field += char;
  }
  if (quoted) return { ok: false, line: start };
  endRecord();
  return { ok: true, records };
}

/** A field as written, without the apostrophe `escapeCsvField` puts before a formula's start. */
export const unescapeCsvField = (value: string) => value.replace(/^'(?=[=+\-@\t\r])/, '');
