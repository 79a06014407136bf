import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { flattenLocale, type LocaleTree } from '../testing/localeFiles';

const files = import.meta.glob<LocaleTree>('../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

function readLocale(language: string): Map<string, string> {
  const file = files[`../i18n/locales/${language}.json`];
  if (!file) throw new Error(`No locale file for ${language}`);
  return flattenLocale(file);
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const reference = readLocale('en-US');

it('has one locale file per supported language and no others', () => {
  expect(Object.keys(files).sort()).toEqual(
    SUPPORTED_LANGUAGES.map((language) => `../i18n/locales/${language}.json`).sort(),
  );
});

describe.each(SUPPORTED_LANGUAGES)('locale %s', (language) => {
  const messages = readLocale(language);

  it('has exactly the en-US keys', () => {
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty texts and no text that is just its key', () => {
    for (const [key, text] of messages) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toBe(key);
    }
  });

  it('keeps the interpolation placeholders of en-US', () => {
    for (const [key, text] of messages) {
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});
