import { Worker } from 'node:worker_threads';

export interface DecodedHeic {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  pixels: Uint8ClampedArray;
  /** The thread that decoded it (never the main thread's 0). */
  threadId: number;
}

/** Why a decode failed: not a HEIC image we can read, or over the pixel cap. */
export class HeicDecodeError extends Error {
  constructor(readonly reason: 'invalid' | 'too_many_pixels') {
    super(`HEIC decode failed: ${reason}`);
  }
}

type Reply = { id: number; error: 'invalid' | 'too_many_pixels' } | ({ id: number } & DecodedHeic);
type Pending = { resolve: (image: DecodedHeic) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

/** The decoder thread, started on first use and kept; idle, it does not keep the process alive. */
function decoderThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./heic-decode-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
    if (!waiting) return;
    if ('error' in reply) waiting.reject(new HeicDecodeError(reply.error));
    else waiting.resolve(reply);
  });
  // A crashed thread fails what it had in hand; the next decode starts a new one.
  const fail = (error: Error) => {
    if (worker === started) worker = undefined;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`HEIC decoder thread exited (${code})`)));
  worker = started;
  return started;
}

/**
 * Decodes the primary image of a HEIC/HEIF file on the decoder thread, refusing before any pixel is
 * decoded when it has more than `maxPixels`. The event loop stays free meanwhile.
 */
export function decodeHeicOffThread(input: Uint8Array, maxPixels: number): Promise<DecodedHeic> {
  const thread = decoderThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, input, maxPixels });
  });
}
