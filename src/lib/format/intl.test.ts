import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, listFormat, numberFormat, relativeTimeFormat } from './intl';

describe('Intl formatters', () => {
  it('are built once per language and options, and reused after that', () => {
    expect(numberFormat('de-DE')).toBe(numberFormat('de-DE'));
    expect(numberFormat('de-DE')).not.toBe(numberFormat('en-US'));
    expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(numberFormat('de-DE'));
    expect(dateTimeFormat('ja-JP', { timeZone: 'UTC' })).toBe(
      dateTimeFormat('ja-JP', { timeZone: 'UTC' }),
    );
    expect(dateTimeFormat('ja-JP', { timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo' }),
    );
    expect(listFormat('fr-FR', { type: 'unit' })).toBe(listFormat('fr-FR', { type: 'unit' }));
    expect(relativeTimeFormat('it-IT', { numeric: 'auto' })).toBe(
      relativeTimeFormat('it-IT', { numeric: 'auto' }),
    );
    expect(displayNames('en-US', { type: 'language' })).toBe(
      displayNames('en-US', { type: 'language' }),
    );
  });

  it('format in their own language and options', () => {
    expect(numberFormat('de-DE').format(1234.5)).toBe('1.234,5');
    expect(numberFormat('en-US', { style: 'percent' }).format(0.5)).toBe('50%');
    expect(displayNames('de-DE', { type: 'language' }).of('ja')).toBe('Japanisch');
  });
});
