import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { startModules } from '../../scripts/vite/startModules';

/** A module graph as the bundler's plugin context shows it: static and dynamic imports. */
const GRAPH: Record<string, { imports: string[]; dynamic?: string[] }> = {
  '/r/src/main.tsx': {
    imports: ['/r/src/i18n/languages.ts'],
    dynamic: ['/r/src/app/SignedIn.tsx'],
  },
  '/r/src/i18n/languages.ts': { imports: [] },
  '/r/src/app/SignedIn.tsx': {
    imports: ['/r/src/layout/Layout.tsx', '/r/src/i18n/languages.ts'],
    dynamic: ['/r/src/features/dashboard/DashboardPage.tsx', '/r/src/features/flows/FlowsPage.tsx'],
  },
  '/r/src/layout/Layout.tsx': { imports: ['/r/node_modules/@mui/material/Button.js'] },
  '/r/src/features/dashboard/DashboardPage.tsx': { imports: ['/r/src/lib/format/format.ts'] },
  '/r/src/features/flows/FlowsPage.tsx': { imports: ['/r/node_modules/@mui/material/Tabs.js'] },
  '/r/src/lib/format/format.ts': { imports: [] },
  '/r/node_modules/@mui/material/Button.js': { imports: [] },
  '/r/node_modules/@mui/material/Tabs.js': { imports: [] },
};

function run(plugin: Plugin) {
  const importersOf = (id: string) =>
    Object.entries(GRAPH)
      .filter(([, module]) => module.dynamic?.includes(id))
      .map(([importer]) => importer);
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({
      importedIds: GRAPH[id]?.imports ?? [],
      dynamicImporters: importersOf(id),
    }),
  };
  (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
}

describe('startModules', () => {
  it('knows what the login screen and a signed-in start evaluate, and what loads on demand', () => {
    const start = startModules({
      login: /main\.tsx$/,
      signedIn: [/SignedIn\.tsx$/, /DashboardPage\.tsx$/],
    });
    run(start.plugin);

    // The shell, the Dashboard and what they import statically, directly or through others.
    for (const id of [
      '/r/src/app/SignedIn.tsx',
      '/r/src/layout/Layout.tsx',
      '/r/node_modules/@mui/material/Button.js',
      '/r/src/lib/format/format.ts',
    ])
      expect(start.atSignedInStart(id), id).toBe(true);
    // Another area's page and what only it imports are not part of a start.
    expect(start.atSignedInStart('/r/src/features/flows/FlowsPage.tsx')).toBe(false);
    expect(start.atSignedInStart('/r/node_modules/@mui/material/Tabs.js')).toBe(false);

    // The login screen's own modules; a dynamic import does not make a module the login's.
    expect(start.atLogin('/r/src/i18n/languages.ts')).toBe(true);
    expect(start.atLogin('/r/src/app/SignedIn.tsx')).toBe(false);

    expect(start.loadedOnDemand('/r/src/app/SignedIn.tsx')).toBe(true);
    expect(start.loadedOnDemand('/r/src/layout/Layout.tsx')).toBe(false);
  });
});
