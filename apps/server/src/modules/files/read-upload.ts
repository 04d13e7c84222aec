import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../../http/app-error.ts';
import { fileTooLarge, missingFile, tooManyFiles } from './files.errors.ts';

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: tooManyFiles,
  FST_PARTS_LIMIT: tooManyFiles,
  FST_INVALID_MULTIPART_CONTENT_TYPE: missingFile,
};

/**
 * The one file of a multipart request (field `file`), read into memory. The size cap is enforced while
 * the bytes stream in, so an oversized upload is cut off at `maxBytes` + 1 rather than buffered whole.
 */
export async function readSingleUpload(request: FastifyRequest, maxBytes = PHOTO_MAX_BYTES): Promise<Buffer> {
  let data: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') data = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const mapped = code ? MULTIPART_ERRORS[code] : undefined;
    throw mapped ? mapped() : error;
  }
  if (!data) throw missingFile();
  return data;
}
