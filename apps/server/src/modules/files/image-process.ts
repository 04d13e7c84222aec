import type { ErrorCode } from '@canopy/shared/error-codes';
import { AppError } from '../../lib/app-error.ts';
import { holdWhileBusy, keptBackgroundProcess } from '../../lib/background-process.ts';
import type { ProcessedImage } from './image-processing.ts';

/** A task for the image process: an upload's variants, or the blurred preview of a thumbnail. */
export type ImageRequest = { id: number; task: 'process' | 'blur'; input: Uint8Array };

/** The image process's answer: the result, an upload refused (its AppError), or a failure. */
export type ImageReply = { id: number } & (
  | { result: ProcessedImage | Uint8Array }
  | { refused: { statusCode: number; code: ErrorCode; message: string } }
  | { failed: string }
);

const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
let nextId = 1;

function settle(reply: ImageReply) {
  const waiting = pending.get(reply.id);
  pending.delete(reply.id);
  const running = imageProcess.running();
  if (pending.size === 0 && running) holdWhileBusy(running, false);
  if (!waiting) return;
  if ('result' in reply) waiting.resolve(reply.result);
  else if ('refused' in reply) {
    const { statusCode, code, message } = reply.refused;
    waiting.reject(new AppError(statusCode, code, message));
  } else waiting.reject(new Error(`image processing failed: ${reply.failed}`));
}

/** The image process, started on first use and kept; idle, it does not keep the server alive. */
const imageProcess = keptBackgroundProcess<ImageReply>(
  new URL('./image-worker.ts', import.meta.url),
  'image process',
  settle,
  // A crash (a decoder brought down by a hostile file, say) fails the uploads in hand, and only
  // them; the next upload starts a new process.
  (error) => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  },
);

function run(task: ImageRequest['task'], input: Buffer): Promise<unknown> {
  const worker = imageProcess.start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    holdWhileBusy(worker, true);
    worker.send({ id, task, input } satisfies ImageRequest);
  });
}

/** Bytes as a Buffer whatever view a message brought them in (no copy). */
export const asBuffer = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

/**
 * processImage (image-processing.ts) in the image process. Decoding, resizing and encoding a photo
 * runs on libvips's and libuv's threads, which in the server's own process would compete with its
 * event loop for the core at the same priority, slowing every request during a burst of uploads. In a
 * process of its own at the lowest priority, requests come first.
 */
export async function processImageInBackground(input: Buffer): Promise<ProcessedImage> {
  const { display, thumb } = (await run('process', input)) as ProcessedImage;
  return { display: asBuffer(display), thumb: asBuffer(thumb) };
}

/** blurredPreview (image-processing.ts) in the image process. */
export async function blurredPreviewInBackground(source: Buffer): Promise<Buffer> {
  return asBuffer((await run('blur', source)) as Uint8Array);
}

/** The image process's id while it runs (for tests that look at it from outside). */
export const imageProcessId = (): number | undefined => imageProcess.running()?.pid;
