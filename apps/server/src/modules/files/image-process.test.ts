import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { gpsRotatedHeic, gpsRotatedJpeg, solidImage } from '../../testing/images.ts';
import { threadNiceValues } from '../../testing/thread-priorities.ts';
import { blurredPreviewInBackground, imageProcessId, processImageInBackground } from './image-process.ts';

describe('images processed in the image process', () => {
  it('gives back both variants as WebP, upright, and a blurred preview', async () => {
    const { display, thumb } = await processImageInBackground(gpsRotatedJpeg());
    expect(Buffer.isBuffer(display) && Buffer.isBuffer(thumb)).toBe(true);
    expect((await sharp(display).metadata()).format).toBe('webp');
    expect((await sharp(thumb).metadata()).format).toBe('webp');
    const preview = await blurredPreviewInBackground(thumb);
    expect((await sharp(preview).metadata()).width).toBeLessThanOrEqual(48);
  });

  it('refuses an upload with the same error as in the server, and goes on with the next', async () => {
    const refused = await processImageInBackground(Buffer.from('not an image at all')).catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 415, code: 'upload.unsupported_type' });
    const { display } = await processImageInBackground(await solidImage('png'));
    expect((await sharp(display).metadata()).format).toBe('webp');
  });

  it('fails only the uploads in hand when the process dies, and starts a new one for the next', async () => {
    const first = processImageInBackground(gpsRotatedHeic());
    const pid = imageProcessId()!;
    process.kill(pid, 'SIGKILL');
    await expect(first).rejects.toThrow(/image process exited/);
    const { thumb } = await processImageInBackground(await solidImage('jpeg'));
    expect((await sharp(thumb).metadata()).format).toBe('webp');
    expect(imageProcessId()).not.toBe(pid);
  });

  it.runIf(process.platform === 'linux')(
    "runs every thread at the lowest priority, libvips's and the HEIC decoder's included",
    async () => {
      await processImageInBackground(gpsRotatedHeic());
      const nice = threadNiceValues(imageProcessId()!);
      expect(nice).toEqual(nice.map(() => 19));
      expect(nice.length).toBeGreaterThanOrEqual(6);
    },
  );
});
