import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { withProductionNodeEnv } from './production-env.ts';

/** The gzip budget of what index.html loads before the first route renders. */
export const INITIAL_JS_BUDGET_GZIP = 170 * 1024;
/**
 * The gzip budget of the login page's own code, beyond the first paint: every first visit loads it after
 * the first paint, so it holds the form kit and nothing of other pages.
 */
export const LOGIN_PAGE_BUDGET_GZIP = 80 * 1024;
/** Heavy modules that belong to lazily loaded routes only (charts, PDF, QR codes). */
export const HEAVY_MODULE = /node_modules[\\/](uplot|qrcode\.react|qr-scanner|qrcode|pdfkit|pdf-lib)[\\/]/;

export interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  /** The module a lazily loaded chunk stands for (a route's page), when it has one. */
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
}

export interface WebBuild {
  outDir: string;
  chunks: Map<string, ChunkFacts>;
  /** The entry chunk and everything it imports statically: the JavaScript of the first paint. */
  initialChunks(): ChunkFacts[];
  /** A page's chunk (its source path from apps/web) and everything it imports statically. */
  pageChunks(source: string): ChunkFacts[];
  /** The source path (from apps/web) of every route's lazily loaded page. */
  routePages(): string[];
  /** What a page loads beyond the first paint: its chunks that are not initial ones. */
  pageOwnChunks(source: string): ChunkFacts[];
  gzipBytes(chunks: ChunkFacts[]): number;
  initialGzipBytes(): number;
  remove(): void;
}

const webRoot = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web');

/** A production build of the real app into a temporary folder, recording every chunk's modules. */
export async function buildWebApp(): Promise<WebBuild> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'canopy-bundle-'));
  const chunks = new Map<string, ChunkFacts>();
  const recordChunks: Plugin = {
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId,
          imports: output.imports,
          moduleIds: output.moduleIds ?? Object.keys(output.modules),
        });
      }
    },
  };
  await withProductionNodeEnv(() =>
    build({
      mode: 'production',
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      plugins: [recordChunks],
    }),
  );

  const withStaticImports = (roots: ChunkFacts[]) => {
    const seen = new Map<string, ChunkFacts>();
    const visit = (chunk: ChunkFacts) => {
      if (seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const name of chunk.imports) visit(chunks.get(name)!);
    };
    roots.forEach(visit);
    return [...seen.values()];
  };
  const initialChunks = () => withStaticImports([...chunks.values()].filter((c) => c.isEntry));
  const pageChunks = (source: string) => {
    const facade = path.join(webRoot, source);
    const page = [...chunks.values()].find((c) => c.facadeModuleId === facade);
    if (!page) throw new Error(`no chunk stands for ${source}`);
    return withStaticImports([page]);
  };
  const routePages = () =>
    [...chunks.values()].flatMap((chunk) => {
      const source = chunk.facadeModuleId && path.relative(webRoot, chunk.facadeModuleId);
      return source?.startsWith(path.join('src', 'app', 'routes')) ? [source] : [];
    });
  const pageOwnChunks = (source: string) => {
    const initial = new Set(initialChunks().map((chunk) => chunk.fileName));
    return pageChunks(source).filter((chunk) => !initial.has(chunk.fileName));
  };
  const gzipBytes = (list: ChunkFacts[]) =>
    list.reduce((sum, chunk) => sum + gzipSync(readFileSync(path.join(outDir, chunk.fileName))).length, 0);
  return {
    outDir,
    chunks,
    initialChunks,
    pageChunks,
    routePages,
    pageOwnChunks,
    gzipBytes,
    initialGzipBytes: () => gzipBytes(initialChunks()),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
