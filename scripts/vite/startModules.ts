import type { Plugin } from 'vite';

export interface StartModules {
  plugin: Plugin;
  /** Whether a signed-in start at one of the given pages evaluates the module. */
  atSignedInStart: (id: string) => boolean;
  /** Whether the login screen evaluates the module. */
  atLogin: (id: string) => boolean;
  /** Whether the module is loaded on demand (`import()`): it keeps a file of its own. */
  loadedOnDemand: (id: string) => boolean;
}

/**
 * Collects, at the end of the build phase, what the login screen (`login`, the entry) and a
 * signed-in start (`signedIn`: the signed-in shell and the pages a start shows first) evaluate:
 * each root and every module it imports statically, directly or through others. The bundler
 * applies its code-splitting groups after that phase, and vite.config.ts's groups read these sets.
 */
export function startModules({
  login,
  signedIn,
}: {
  login: RegExp;
  signedIn: RegExp[];
}): StartModules {
  const loginSet = new Set<string>();
  const startSet = new Set<string>();
  const onDemand = new Set<string>();
  const plugin: Plugin = {
    name: 'start-modules',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const collect = (roots: string[], into: Set<string>) => {
        into.clear();
        const queue = [...roots];
        while (queue.length) {
          const id = queue.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      collect(
        ids.filter((id) => login.test(id)),
        loginSet,
      );
      collect(
        ids.filter((id) => signedIn.some((root) => root.test(id))),
        startSet,
      );
      onDemand.clear();
      for (const id of ids) if (this.getModuleInfo(id)?.dynamicImporters.length) onDemand.add(id);
    },
  };
  return {
    plugin,
    atSignedInStart: (id) => startSet.has(id),
    atLogin: (id) => loginSet.has(id),
    loadedOnDemand: (id) => onDemand.has(id),
  };
}
