import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { holdsNul, nulInText } from '../../http/refuse-nul.ts';
import { fileTooLarge, missingFile, tooManyFiles } from './files.errors.ts';

const MULTIPART_ERRORS: Record<string, () => AppError> = {
  FST_REQ_FILE_TOO_LARGE: fileTooLarge,
  FST_FILES_LIMIT: tooManyFiles,
  FST_PARTS_LIMIT: tooManyFiles,
  FST_INVALID_MULTIPART_CONTENT_TYPE: missingFile,
};

const malformedBody = () => new AppError(400, 'validation.failed', 'Malformed multipart body');

/**
 * Our own errors as they are; the parser's limits as their upload errors; anything else the parser
 * throws (no boundary, a cut-off body, a broken part header) is the client's malformed body, a 400,
 * not our failure, so never a 500.
 */
function asUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  const mapped = code ? MULTIPART_ERRORS[code] : undefined;
  return mapped ? mapped() : malformedBody();
}

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
  return (await readUploadsWithFields(request, maxFiles, maxBytes)).files;
}

/**
 * Up to `maxFiles` files in fields named `file` (at least one) and the text fields beside them, each file
 * under the streaming size cap. Text fields are returned raw: the caller validates them with its schema.
 */
export async function readUploadsWithFields(
  request: FastifyRequest,
  maxFiles: number,
  maxBytes = PHOTO_MAX_BYTES,
): Promise<{ files: Buffer[]; fields: Record<string, string> }> {
  const form = { files: [] as Buffer[], fields: {} as Record<string, string> };
  try {
    const limits = { fileSize: maxBytes, files: maxFiles, fields: 5, parts: maxFiles + 5 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') form.files.push(bytes);
      } else if (typeof part.value === 'string') {
        // JSON bodies are checked by the app-wide NUL refusal; multipart text is checked here.
        if (holdsNul(part.value)) throw nulInText();
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (form.files.length === 0) throw missingFile();
  return form;
}

export interface UploadForm {
  /** Files by field name (one per field). */
  files: Map<string, Buffer>;
  /** Text fields by name. */
  fields: Record<string, string>;
}

/**
 * A multipart form of text fields and at most `maxFiles` files (in the named fields), each file under the
 * streaming size cap. Text fields are returned raw: the caller validates them with its schema.
 */
export async function readUploadForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxBytes = PHOTO_MAX_BYTES,
): Promise<UploadForm> {
  const form: UploadForm = { files: new Map(), fields: {} };
  try {
    const limits = {
      fileSize: maxBytes,
      files: fileFields.length,
      fields: 10,
      parts: fileFields.length + 10,
    };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (fileFields.includes(part.fieldname)) form.files.set(part.fieldname, bytes);
      } else if (typeof part.value === 'string') {
        // JSON bodies are checked by the app-wide NUL refusal; multipart text is checked here.
        if (holdsNul(part.value)) throw nulInText();
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return form;
}
