import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  return dir;
}

describe('the web app as an installable PWA', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = writeDist();
    app = Fastify();
    registerSecurityHeaders(app);
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
});
