// The HEIC decoder's thread (heic-decoder.ts starts it). heic-decode is libheif compiled to
// WebAssembly: a 12-megapixel phone photo is hundreds of milliseconds of synchronous work, which on the
// main thread would stall every other request. Plain JavaScript because a worker thread is started
// without the TypeScript loader, in `npm start` and in the tests alike.
import { parentPort, threadId } from 'node:worker_threads';
import decodeHeic from 'heic-decode';

parentPort.on('message', async ({ id, input, maxPixels }) => {
  let images;
  try {
    images = await decodeHeic.all({ buffer: input });
    const [primary] = images;
    if (!primary) return parentPort.postMessage({ id, error: 'invalid' });
    // The size is known from the container before any pixel is decoded.
    if (primary.width * primary.height > maxPixels) {
      return parentPort.postMessage({ id, error: 'too_many_pixels' });
    }
    const { width, height, data } = await primary.decode();
    // `data` is a fresh array of its own (RGBA), so its memory moves to the main thread, not a copy.
    parentPort.postMessage({ id, width, height, pixels: data, threadId }, [data.buffer]);
  } catch {
    parentPort.postMessage({ id, error: 'invalid' });
  } finally {
    // The decoder's images live in the WebAssembly heap until freed; this thread lives on.
    images?.dispose?.();
  }
});
