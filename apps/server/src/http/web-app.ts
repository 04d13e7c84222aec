import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app with history fallback: any GET outside `/api` that names no file gets
 * index.html, so deep links work. Unknown `/api` paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent to browsers that accept them.
      preCompressed: true,
      // Without this, send's own `public, max-age=0` replaces the header setHeaders writes.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change; index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers brotli, gzip or plain bytes: caches must key on the encoding asked for.
        res.setHeader('vary', 'accept-encoding');
        // The installable app's manifest needs its own type; sw.js is no-cache like every unhashed file,
        // so a new service worker is seen on the next visit.
        if (/\.webmanifest(\.br|\.gz)?$/.test(filePath))
          res.setHeader('content-type', 'application/manifest+json');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => sendFileOrIndex(request, reply, distDir));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    return reply.code(404).send({ error: `No route ${request.method} ${pathname}`, code: 'route.not_found' });
  });
}

async function sendFileOrIndex(request: FastifyRequest, reply: FastifyReply, distDir: string) {
  const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
  if (pathname.startsWith('/api/') || pathname === '/api') {
    return reply.callNotFound();
  }
  const candidate = path.join(distDir, pathname);
  if (candidate.startsWith(distDir + path.sep) && path.extname(pathname) && existsSync(candidate)) {
    return reply.sendFile(path.relative(distDir, candidate));
  }
  // A missing asset is a 404, not the app: a browser would otherwise parse HTML as a script.
  if (path.extname(pathname)) return reply.callNotFound();
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
