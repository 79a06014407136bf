import type { Plugin, Rolldown } from 'vite';

/** The static import cycles among the chunks, each as the chunk names in order, or none. */
export function chunkCycles(imports: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (chunk: string) => {
    state.set(chunk, 'open');
    path.push(chunk);
    for (const next of imports.get(chunk) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(chunk, 'done');
  };
  for (const chunk of [...imports.keys()].sort()) if (!state.has(chunk)) visit(chunk);
  return cycles;
}

const short = (id: string) =>
  id.replace(/^.*[\\/]node_modules[\\/]/, '').replace(/^.*[\\/]src[\\/]/, 'src/');

/**
 * Fails the build when chunks import each other in a circle. Such a pair evaluates in whichever
 * order it is first reached: entered from one side, the other chunk runs first and reads the
 * first one's exports before they are set. The portal once stopped at sign-in this way ("Chunk
 * portal could not be loaded": the routes read the area list as undefined) after a change to the
 * code-splitting groups that made the session's code enter the shared chunk first; the build
 * before it had the same circle and worked only because every start reached the routes first.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const cycles = chunkCycles(
        new Map([...chunks].map(([name, chunk]) => [name, chunk.imports])),
      );
      if (!cycles.length) return;
      // A module of one chunk that imports one of the next's, to say why they are tied.
      const why = (from: string, to: string) => {
        const into = new Set(chunks.get(to)!.moduleIds);
        for (const importer of chunks.get(from)!.moduleIds) {
          const imported = this.getModuleInfo(importer)?.importedIds.find((id) => into.has(id));
          if (imported) return ` (${short(importer)} imports ${short(imported)})`;
        }
        return '';
      };
      const described = cycles.map((cycle) =>
        cycle
          .slice(0, -1)
          .map((from, index) => `${from} → ${cycle[index + 1]}${why(from, cycle[index + 1]!)}`)
          .join('; '),
      );
      this.error(
        `chunks import each other in a circle, so which runs first depends on which is reached first:\n  ${described.join('\n  ')}\nMove the shared modules into one chunk (vite.config.ts's code-splitting groups).`,
      );
    },
  };
}
