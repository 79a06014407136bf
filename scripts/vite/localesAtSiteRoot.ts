import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The translations live beside the i18n code (en-US is also imported as the bundled fallback,
 * which Vite refuses for files under public/); the browser fetches them as /locales/<lng>.json,
 * so the dev server serves them there and the build copies them there unchanged.
 */
export function localesAtSiteRoot(directory: URL): Plugin {
  const dir = fileURLToPath(directory);
  const fileNames = () => readdirSync(dir).filter((name) => name.endsWith('.json'));
  return {
    name: 'locales-at-site-root',
    configureServer(server) {
      server.middlewares.use('/locales', (req, res) => {
        const name = new URL(req.url ?? '/', 'http://localhost').pathname.slice(1);
        // A missing translation is a real 404, as behind nginx, not the SPA's index.html.
        if (!fileNames().includes(name)) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      for (const name of fileNames()) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${name}`,
          source: readFileSync(join(dir, name)),
        });
      }
    },
  };
}
