// Deep-merges a translation fragment into src/i18n/locales/<lng>.json.
// Usage: node scripts/merge-locale-fragment.mjs fragment.json
// The fragment maps each language to nested keys: { "en-US": { "users": { "title": "Users" } }, … }.
// A lock directory serialises concurrent merges, so parallel work never loses a key.
import { mkdirSync, readFileSync, renameSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = new URL('../src/i18n/locales/', import.meta.url).pathname;
const LOCK = join(LOCALES, '.merge-lock');

function deepMerge(target, source, path = []) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof target[key] === 'string')
        throw new Error(`${[...path, key].join('.')} is a string, not a group`);
      target[key] = deepMerge(target[key] ?? {}, value, [...path, key]);
    } else {
      if (typeof value !== 'string' || !value.trim())
        throw new Error(`${[...path, key].join('.')} needs text`);
      target[key] = value;
    }
  }
  return target;
}

async function withLock(run) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      mkdirSync(LOCK);
      try {
        return run();
      } finally {
        rmdirSync(LOCK);
      }
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`could not take ${LOCK}; remove it if no merge is running`);
}

const fragment = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const languages = ['de-DE', 'en-US', 'ja-JP', 'fr-FR', 'it-IT'];
const missing = languages.filter((lng) => !fragment[lng]);
if (missing.length) throw new Error(`fragment lacks ${missing.join(', ')}`);

await withLock(() => {
  for (const lng of languages) {
    const file = join(LOCALES, `${lng}.json`);
    const merged = deepMerge(JSON.parse(readFileSync(file, 'utf8')), fragment[lng]);
    writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
});
console.log(`merged ${process.argv[2]} into ${languages.length} locale files`);
