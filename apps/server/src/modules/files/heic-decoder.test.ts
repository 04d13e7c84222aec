import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { gpsRotatedHeic } from '../../testing/images.ts';
import { decodeHeicOffThread, HeicDecodeError } from './heic-decoder.ts';

describe('the HEIC decoder thread', () => {
  it('decodes the primary image on a thread of its own, not the caller’s', async () => {
    const decoded = await decodeHeicOffThread(gpsRotatedHeic(), 10_000_000);
    expect(decoded.width * decoded.height).toBe(640 * 480);
    expect(decoded.pixels.byteLength).toBe(decoded.width * decoded.height * 4);
    // Not the thread that asked (Vitest may run this file in a worker thread itself).
    expect(decoded.threadId).not.toBe(threadId);
  });

  it('refuses over the pixel cap before decoding, and a file that is not HEIC, then decodes again', async () => {
    await expect(decodeHeicOffThread(gpsRotatedHeic(), 640 * 480 - 1)).rejects.toEqual(
      new HeicDecodeError('too_many_pixels'),
    );
    await expect(decodeHeicOffThread(Buffer.from('not a heic file at all'), 10_000_000)).rejects.toEqual(
      new HeicDecodeError('invalid'),
    );
    // Several at once, answered each to its own caller.
    const all = await Promise.all([1, 2, 3].map(() => decodeHeicOffThread(gpsRotatedHeic(), 10_000_000)));
    expect(all.map((image) => image.width * image.height)).toEqual([307_200, 307_200, 307_200]);
  });
});
