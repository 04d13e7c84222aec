import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The browsable reference at `/api/reference`: a page and its scripts and styles, all served from here so
 * the strict CSP holds (scripts from our origin only, never inline). The scripts draw the page from
 * `/api/docs`; nothing comes from a CDN.
 */
const HTML = 'text/html; charset=utf-8';
const JS = 'text/javascript; charset=utf-8';
const ASSETS: Readonly<Record<string, string>> = {
  'reference.js': JS,
  'reference-dom.js': JS,
  'reference-schema.js': JS,
  'reference-operations.js': JS,
  'reference.css': 'text/css; charset=utf-8',
};

export const API_REFERENCE_URLS: readonly string[] = ['/api/reference', '/api/reference/:file'];

// Read once at start: small files that change only with a deploy.
const read = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url));

export function registerApiReference(app: FastifyInstance): void {
  const page = read('reference.html');
  const assets = new Map(Object.entries(ASSETS).map(([file, type]) => [file, { body: read(file), type }]));
  const send = (reply: FastifyReply, body: Buffer, type: string) =>
    reply.type(type).header('cache-control', 'no-cache').send(body);
  const hidden = { config: { policy: 'public' as const }, schema: { hide: true } };

  app.get('/api/reference', hidden, (_request, reply) => send(reply, page, HTML));
  app.get<{ Params: { file: string } }>('/api/reference/:file', hidden, (request, reply) => {
    const asset = assets.get(request.params.file);
    return asset ? send(reply, asset.body, asset.type) : reply.callNotFound();
  });
}
