import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the encoding's own overhead eats most of the saving. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, once, at the highest levels: the
 * server sends them to browsers that accept them (@fastify/static's `preCompressed`) and spends no CPU
 * per request. The uncompressed file stays for anyone else.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'canopy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          if (statSync(file).size < MIN_BYTES) {
            // A build into a folder it does not empty may hold an earlier, larger version's encodings,
            // which the server would send in place of this file.
            for (const stale of [`${file}.br`, `${file}.gz`]) rmSync(stale, { force: true });
            continue;
          }
          const bytes = readFileSync(file);
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}
