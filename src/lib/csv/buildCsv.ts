// RFC 4180 CSV, shaped for spreadsheet programs (generic: nothing here knows about conversations).

/** Byte order mark: without it Excel reads UTF-8 as the local code page and garbles Japanese. */
export const CSV_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

// A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection),
// and a masked caller number such as "+49 *** *** 1234" would show as #NAME?.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: text that could be a formula is defused with a leading apostrophe, then quoted. */
export function escapeCsvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, one line per row, CRLF line ends. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
