import path from 'node:path';
import type { Plugin } from 'vite';

/** What the plugin reads and writes of a chunk in the bundle. */
export interface HoistableChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

type Bundle = Record<string, HoistableChunk | { type: 'asset' }>;

function transitiveImports(bundle: Bundle, chunk: HoistableChunk): string[] {
  const direct = new Set(chunk.imports);
  const found = new Set<string>();
  const visit = (fileName: string): void => {
    const dependency = bundle[fileName];
    if (!dependency || dependency.type !== 'chunk') return;
    for (const next of dependency.imports) {
      if (next === chunk.fileName || direct.has(next) || found.has(next)) continue;
      found.add(next);
      visit(next);
    }
  };
  for (const fileName of chunk.imports) visit(fileName);
  return [...found];
}

/**
 * Adds to each entry chunk (the app's and each page's) a bare import of every chunk it needs only through
 * another one, so the browser fetches the whole set as soon as the page's chunk arrives instead of one
 * level of imports per round trip. Rollup does this by default (`hoistTransitiveImports`); Rolldown does
 * not yet. On /devices, Mantine's helpers came a round trip after the inputs that import them.
 *
 * The imports go at the end of the code: evaluation follows the order of a module's imports, and by then
 * each hoisted chunk has already run through the imports that need it, so nothing runs in another order.
 */
export function hoistTransitiveImports(bundle: Bundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.isDynamicEntry)) continue;
    const hoisted = transitiveImports(bundle, chunk);
    if (hoisted.length === 0) continue;
    const from = path.posix.dirname(chunk.fileName);
    const statements = hoisted
      .map((fileName) => {
        const relative = path.posix.relative(from, fileName);
        return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
      })
      .join('');
    // After the last line, before a source map comment if the chunk has one: no mapped line moves.
    const mapComment = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
    chunk.code =
      mapComment === -1
        ? `${chunk.code}\n${statements}\n`
        : `${chunk.code.slice(0, mapComment)}\n${statements}${chunk.code.slice(mapComment)}`;
  }
}

export function hoistTransitiveImportsPlugin(): Plugin {
  return {
    name: 'canopy-hoist-transitive-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        hoistTransitiveImports(bundle as unknown as Bundle);
      },
    },
  };
}
