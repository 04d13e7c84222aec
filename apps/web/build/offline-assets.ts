import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';

/**
 * What the service worker keeps for offline use, split in two. The shell (the entry's JavaScript and CSS
 * with everything they import, and the chunks of the first screen) is precached when the worker installs;
 * every other built file is cached when the app first loads it or when the worker warms its cache after the
 * first screen (`service-worker/asset-cache.ts`), so a first visit never waits on 2 MB it does not show.
 */
export interface OfflineAssets {
  /** Built files (`assets/...`) of the shell. */
  shell: Set<string>;
  /** Every other built file, warmed after the first screen. */
  later: string[];
}

const BUILT = /^assets\//;

/** The files of `key`'s chunk and of every chunk it imports statically, its CSS and assets included. */
function collect(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build has no chunk for ${key}: is the first screen's module renamed?`);
  into.add(chunk.file);
  for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) into.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into, seen);
}

/**
 * Splits a Vite build manifest: the entry (`index.html`) and the modules the first screen loads on demand
 * (`firstScreen`, source paths such as `src/app/routes/login-page.tsx`) make the shell; the rest waits.
 */
export function splitOfflineAssets(manifest: Manifest, firstScreen: readonly string[]): OfflineAssets {
  const shell = new Set<string>();
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (const key of [...entries, ...firstScreen]) collect(manifest, key, shell);
  const every = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) every.add(file);
  }
  const later = [...every].filter((file) => BUILT.test(file) && !shell.has(file)).sort();
  return { shell, later };
}

/** A precache entry as workbox-build hands it to a manifest transform. */
interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/**
 * Keeps in the precache manifest the files outside `assets/` (index.html, the web manifest, the icons:
 * few, small and unhashed, which installing needs) and the shell's built files.
 */
export function shellOnly<T extends PrecacheEntry>(entries: readonly T[], shell: ReadonlySet<string>): T[] {
  return entries.filter((entry) => !BUILT.test(entry.url) || shell.has(entry.url));
}

const MODULE_ID = 'virtual:canopy-offline-assets';

/**
 * The app build's side (reads the build manifest once written) and the service worker build's (a virtual
 * module with the files to warm, so the worker and the build it serves always agree).
 */
export function offlineAssets(firstScreen: readonly string[]) {
  let outDir = 'dist';
  let split: OfflineAssets | undefined;
  const read = (): OfflineAssets => {
    split ??= splitOfflineAssets(
      JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest,
      firstScreen,
    );
    return split;
  };
  const app: Plugin = {
    name: 'canopy-offline-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      split = undefined;
    },
  };
  const worker: Plugin = {
    name: 'canopy-offline-assets-worker',
    resolveId: (id) => (id === MODULE_ID ? `\0${MODULE_ID}` : undefined),
    load: (id) =>
      id === `\0${MODULE_ID}`
        ? `export const LATER_ASSETS = ${JSON.stringify(read().later.map((file) => `/${file}`))};`
        : undefined,
  };
  return {
    app,
    worker,
    manifestTransform: <T extends PrecacheEntry>(entries: T[]) => ({
      manifest: shellOnly(entries, read().shell),
      warnings: [],
    }),
  };
}
