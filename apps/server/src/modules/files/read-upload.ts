import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { fileTooLarge, missingFile, tooManyFiles } from './files.errors.ts';

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: tooManyFiles,
  FST_PARTS_LIMIT: tooManyFiles,
  FST_INVALID_MULTIPART_CONTENT_TYPE: missingFile,
};

const malformedBody = () => new AppError(400, 'validation.failed', 'Malformed multipart body');

/**
 * The one file of a multipart request (field `file`), read into memory. The size cap is enforced while
 * the bytes stream in, so an oversized upload is cut off at `maxBytes` + 1 rather than buffered whole.
 */
export async function readSingleUpload(request: FastifyRequest, maxBytes = PHOTO_MAX_BYTES): Promise<Buffer> {
  const [data] = await readUploads(request, 1, maxBytes);
  if (!data) throw missingFile();
  return data;
}

/** Up to `maxFiles` files sent in fields named `file`, each under the same streaming size cap. */
export async function readUploads(
  request: FastifyRequest,
  maxFiles: number,
  maxBytes = PHOTO_MAX_BYTES,
): Promise<Buffer[]> {
  const files: Buffer[] = [];
  try {
    const limits = { fileSize: maxBytes, files: maxFiles, fields: 5, parts: maxFiles + 5 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') files.push(bytes);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    const mapped = code ? MULTIPART_ERRORS[code] : undefined;
    // Anything else the parser throws (no boundary, a cut-off body, a broken part header) is the
    // client's malformed body, not our failure: a 400, found by the security battery as 500s.
    throw mapped ? mapped() : malformedBody();
  }
  if (files.length === 0) throw missingFile();
  return files;
}
