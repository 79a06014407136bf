import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The top-level translation keys shown before sign-in: spinner, login screen, sign-in errors. */
export const START_UP_KEYS = ['app', 'login', 'errors', 'layout', 'notifications'] as const;

const ID = 'virtual:start-up-texts';

/**
 * `import texts from 'virtual:start-up-texts'`: the start-up part of the English translations,
 * bundled into the login route as the last-resort fallback. The whole file would carry every
 * area's texts into the first download; the signed-in portal adds the rest with its own chunk.
 */
export function startUpTexts(englishFile: URL): Plugin {
  const file = fileURLToPath(englishFile);
  return {
    name: 'start-up-texts',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const picked = Object.fromEntries(START_UP_KEYS.map((key) => [key, all[key]]));
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
