import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerWebApp } from './web-app.ts';

/** A built web app in miniature: the shell, the service worker, the manifest and one hashed chunk. */
function writeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Canopy</title>');
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Canopy"}');
  writeFileSync(path.join(dir, 'pwa-192.png'), 'png');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'export {};');
  // What the build's precompress step writes beside a text file (the shell included).
  const chunk = 'export const chunk = "' + 'x'.repeat(4000) + '";';
  writeFileSync(path.join(dir, 'assets', 'big-def456.js'), chunk);
  writeFileSync(path.join(dir, 'assets', 'big-def456.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dir, 'assets', 'big-def456.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync('<!doctype html><title>Canopy</title>'));
  return dir;
}

describe('the web app as an installable PWA', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = writeDist();
    app = Fastify();
    registerSecurityHeaders(app, () => undefined);
    await registerWebApp(app, dist);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the service worker as uncached JavaScript, so a new version is found on the next visit', async () => {
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });

  it('serves the manifest uncached as application/manifest+json', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.json()).toEqual({ name: 'Canopy' });
  });

  it('allows the manifest and the worker from our own origin in the CSP', async () => {
    const response = await app.inject({ url: '/manifest.webmanifest' });
    const csp = String(response.headers['content-security-policy']).split(';');
    // The manifest falls back to default-src, which is our own origin.
    expect(csp).toContain("default-src 'self'");
    expect(csp.some((directive) => directive.startsWith('manifest-src'))).toBe(false);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("script-src 'self'");
  });

  it('keeps hashed chunks immutable and sends the shell for any page path', async () => {
    const chunk = await app.inject({ url: '/assets/index-abc123.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/cuttings/some-id' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Canopy</title>');
  });

  it('sends the precompressed file a browser accepts, and the plain one to anyone else', async () => {
    const url = '/assets/big-def456.js';
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toMatch(/^export const chunk = "x{4000}";$/);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^export const chunk/);
    // The shell for a page path comes compressed too; a file with no compressed copy goes as it is.
    const page = await app.inject({ url: '/devices', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Canopy</title>');
    const small = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect([small.headers['content-encoding'], small.body]).toEqual([undefined, 'export {};']);
  });
});
