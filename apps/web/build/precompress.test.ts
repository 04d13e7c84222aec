import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the plugin as the build ends, over `dir`. */
function compressBuild(): void {
  const plugin = precompress();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    root: dir,
    build: { outDir: '.' },
  } as ResolvedConfig);
  (plugin.closeBundle as { handler: () => void }).handler();
}

describe('precompress', () => {
  it('writes both encodings beside a text file, each decoding to the file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    const text = 'const answer = 42;\n'.repeat(200);
    writeFileSync(path.join(dir, 'app.js'), text);
    compressBuild();
    expect(gunzipSync(readFileSync(path.join(dir, 'app.js.gz'))).toString()).toBe(text);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'app.js.br'))).toString()).toBe(text);
  });

  it("removes an earlier build's encodings of a file now too small to compress", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Canopy</title>');
    writeFileSync(path.join(dir, 'index.html.gz'), 'an older, larger index.html');
    writeFileSync(path.join(dir, 'index.html.br'), 'an older, larger index.html');
    compressBuild();
    expect(existsSync(path.join(dir, 'index.html.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
  });
});
