import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, escapeCsvField } from './buildCsv';

describe('escapeCsvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(escapeCsvField(value)).toBe(expected);
  });

  it('writes numbers as they are and null/undefined as empty', () => {
    expect(escapeCsvField(42)).toBe('42');
    expect(escapeCsvField(null)).toBe('');
    expect(escapeCsvField(undefined)).toBe('');
  });

  it.each(['=SUM(A1)', '+49 *** *** 1234', '-1', '@cmd'])(
    'defuses %j so spreadsheets do not run it as a formula',
    (value) => {
      expect(escapeCsvField(value)).toBe(`'${value}`);
    },
  );

  it('defuses and quotes together', () => {
    expect(escapeCsvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM and ends lines with CRLF', () => {
    const csv = buildCsv(['名前', 'Ort'], [['山田, 太郎', 'Köln']]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}名前,Ort\r\n"山田, 太郎",Köln\r\n`);
  });

  it('encodes Japanese as UTF-8 behind the BOM bytes EF BB BF', async () => {
    const bytes = new Uint8Array(await new Blob([buildCsv(['日本語'], [])]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('日本語\r\n');
  });

  it('a header alone is one line', () => {
    expect(buildCsv(['a', 'b'], [])).toBe(`${CSV_BOM}a,b\r\n`);
  });
});
