import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseMultipart, type MultipartFile } from './multipart.ts';

/** Firmware binaries are the largest bodies the cloud takes. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

export interface ParsedBody {
  fields: Record<string, unknown>;
  files: Record<string, MultipartFile>;
}

export class BodyTooLarge extends Error {}

export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (raw.length === 0) return { fields: {}, files: {} };
  if (type.startsWith('application/json')) {
    try {
      const value: unknown = JSON.parse(raw.toString('utf8'));
      return {
        fields: value && typeof value === 'object' ? (value as Record<string, unknown>) : {},
        files: {},
      };
    } catch {
      return { fields: {}, files: {} };
    }
  }
  if (type.startsWith('multipart/form-data')) return parseMultipart(raw, String(req.headers['content-type']));
  return { fields: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: {} };
}

/** The cloud answers JSON everywhere, errors included (particle-api-js parses every error body). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}

export const str = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : undefined;
