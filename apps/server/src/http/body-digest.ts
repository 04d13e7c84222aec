import { createHash, type Hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { AppError } from '../lib/app-error.ts';

/** The SHA-256 of a request body, taken from its bytes as they arrive, whoever reads them. */
export interface BodyDigest {
  /** Hex digest once the body has been read whole; null until then. */
  readonly value: string | null;
  /** Reads the rest of the body itself (when no handler will) and resolves its digest. */
  drain(maxBytes: number): Promise<string>;
}

const tooLarge = () => new AppError(413, 'request.too_large', 'Request body is too large');
const cutOff = () => new AppError(400, 'validation.failed', 'The request body ended early');

/**
 * Listens to the body stream beside its reader (the JSON parser, or the multipart parser in the handler),
 * which starts the flow; paused here so no byte passes before that reader is attached.
 *
 * A multipart body is hashed without its boundary: a browser draws a new one each time it sends the same
 * form again, so the same fields and files must hash alike whatever the boundary.
 */
export function digestBody(payload: Readable, headers: IncomingHttpHeaders): BodyDigest {
  const hash = new BoundaryFreeHash(multipartBoundary(headers['content-type']));
  let value: string | null = null;
  let bytes = 0;
  let limit = Number.POSITIVE_INFINITY;
  // Like Fastify: no length and no chunked encoding means no body at all, and no stream to wait for.
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
    const empty = hash.digest();
    return { value: empty, drain: () => Promise.resolve(empty) };
  }
  const onData = (chunk: Buffer | string) => {
    bytes += chunk.length;
    if (bytes > limit) return void payload.destroy(tooLarge());
    hash.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  };
  payload.on('data', onData);
  payload.pause();
  payload.once('end', () => {
    value = hash.digest();
    payload.off('data', onData);
  });
  return {
    get value() {
      return value;
    },
    drain(maxBytes) {
      if (value !== null) return Promise.resolve(value);
      limit = maxBytes;
      if (Number(headers['content-length']) > maxBytes) return Promise.reject(tooLarge());
      return new Promise((resolve, reject) => {
        // Our 'end' listener came first, so the digest is there when these run.
        const settle = () => (value === null ? reject(cutOff()) : resolve(value));
        payload.once('end', settle);
        payload.once('close', settle);
        payload.once('error', (error) => reject(error instanceof AppError ? error : cutOff()));
        payload.resume();
      });
    },
  };
}

function multipartBoundary(contentType: string | undefined): Buffer | null {
  if (!contentType || !/^multipart\//i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? Buffer.from(boundary, 'latin1') : null;
}

/** SHA-256 of a stream with every occurrence of `pattern` left out, across chunk edges too. */
export class BoundaryFreeHash {
  private readonly hash: Hash = createHash('sha256');
  private tail: Buffer = Buffer.alloc(0);
  constructor(private readonly pattern: Buffer | null) {}

  update(chunk: Buffer): void {
    const { pattern } = this;
    if (!pattern) return void this.hash.update(chunk);
    const data = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    let start = 0;
    for (let at = data.indexOf(pattern); at !== -1; at = data.indexOf(pattern, start)) {
      this.hash.update(data.subarray(start, at));
      start = at + pattern.length;
    }
    // The last bytes may be the start of a pattern the next chunk completes: held back until then.
    const keep = Math.max(start, data.length - (pattern.length - 1));
    this.hash.update(data.subarray(start, keep));
    this.tail = Buffer.from(data.subarray(keep));
  }

  digest(): string {
    this.hash.update(this.tail);
    this.tail = Buffer.alloc(0);
    return this.hash.digest('hex');
  }
}
