import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** DESIGN section 11: what index.html loads before the first route renders. */
const INITIAL_JS_BUDGET_GZIP = 170 * 1024;
/** Heavy modules that belong to lazily loaded routes only (charts, PDF, QR codes). */
const HEAVY_MODULE = /node_modules[\\/](uplot|qrcode\.react|qr-scanner|qrcode|pdfkit|pdf-lib)[\\/]/;

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
}

const webRoot = path.resolve(import.meta.dirname, '..', 'apps', 'web');
const outDir = mkdtempSync(path.join(tmpdir(), 'canopy-bundle-budget-'));
const chunks = new Map<string, ChunkFacts>();

/** Records every chunk's static imports and modules as Vite writes them. */
const recordChunks: Plugin = {
  name: 'record-chunks',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.set(output.fileName, {
        fileName: output.fileName,
        isEntry: output.isEntry,
        imports: output.imports,
        moduleIds: output.moduleIds ?? Object.keys(output.modules),
      });
    }
  },
};

/** The entry chunk and everything it imports statically: the JavaScript of the first paint. */
function initialChunks(): ChunkFacts[] {
  const entries = [...chunks.values()].filter((c) => c.isEntry);
  const seen = new Map<string, ChunkFacts>();
  const visit = (chunk: ChunkFacts) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(chunks.get(name)!);
  };
  entries.forEach(visit);
  return [...seen.values()];
}

// A production build of the real app into a temporary folder, so a fresh clone needs no prior build.
beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which would build React's development bundles; measure what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      plugins: [recordChunks],
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('initial route bundle (DESIGN section 11)', () => {
  it('has exactly one entry chunk, the one index.html loads', () => {
    const entries = [...chunks.values()].filter((c) => c.isEntry);
    expect(entries).toHaveLength(1);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain(entries[0]!.fileName);
  });

  it(`loads at most ${INITIAL_JS_BUDGET_GZIP / 1024} KB of gzipped JavaScript`, () => {
    const gzipBytes = initialChunks().reduce(
      (sum, chunk) => sum + gzipSync(readFileSync(path.join(outDir, chunk.fileName))).length,
      0,
    );
    expect(gzipBytes).toBeGreaterThan(0);
    expect(gzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
  });

  it('keeps charts, PDF and QR code modules out of the initial chunks', () => {
    const heavy = initialChunks().flatMap((chunk) => chunk.moduleIds.filter((id) => HEAVY_MODULE.test(id)));
    expect(heavy).toEqual([]);
  });

  it('still ships the heavy modules, in lazily loaded chunks (the check above is not vacuous)', () => {
    const all = [...chunks.values()].flatMap((chunk) => chunk.moduleIds);
    expect(all.some((id) => /node_modules[\\/]uplot[\\/]/.test(id))).toBe(true);
    expect(all.some((id) => /node_modules[\\/](qrcode\.react|qr-scanner)[\\/]/.test(id))).toBe(true);
  });
});
