// The image process: decoding, resizing and encoding uploads, so the server only hands the bytes over
// (image-process.ts has the why).
import { AppError } from '../../lib/app-error.ts';
import { blurredPreview, processImage } from './image-processing.ts';
import { asBuffer, type ImageReply, type ImageRequest } from './image-process.ts';

process.on('message', async ({ id, task, input }: ImageRequest) => {
  let reply: ImageReply;
  try {
    const result =
      task === 'process' ? await processImage(asBuffer(input)) : await blurredPreview(asBuffer(input));
    reply = { id, result };
  } catch (error) {
    // An upload's refusal goes back as the same error; anything else as a failure without details.
    reply =
      error instanceof AppError
        ? { id, refused: { statusCode: error.statusCode, code: error.code, message: error.message } }
        : { id, failed: error instanceof Error ? error.message : String(error) };
  }
  process.send!(reply);
});
