import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { AppError } from '../../lib/app-error.ts';
import { StorageError } from '../../integrations/file-storage/file-storage.ts';

export const missingFile = () =>
  new AppError(400, 'upload.missing_file', 'Send the image in the field "file"');
export const emptyFile = () => new AppError(400, 'upload.empty', 'The file is empty');
export const fileTooLarge = () =>
  new AppError(413, 'upload.too_large', `The file is larger than ${PHOTO_MAX_BYTES} bytes`);
export const tooManyFiles = () => new AppError(413, 'upload.too_many_files', 'Send one file per upload');
export const tooManyPixels = () =>
  new AppError(413, 'upload.too_many_pixels', 'The image has too many pixels');
export const unsupportedType = () =>
  new AppError(415, 'upload.unsupported_type', 'Unsupported format: use JPEG, PNG, WebP, HEIC or HEIF');
export const invalidImage = () => new AppError(400, 'upload.invalid_image', 'The image cannot be read');
export const fileNotFound = () => new AppError(404, 'files.not_found', 'File not found');
export const unknownFileReference = () =>
  new AppError(400, 'files.unknown_reference', 'Images must be files uploaded to this server');
export const storageFull = () =>
  new AppError(507, 'files.storage_full', 'The server has no room left for files; nothing was saved');
export const storageUnavailable = () =>
  new AppError(503, 'storage.unavailable', 'File storage is not answering; nothing was changed. Try again', {
    'retry-after': '5',
  });

/**
 * A storage failure as the user hears it (files and firmware alike): no room left (507) or a storage that
 * does not answer (503). The storage's own error stays as the cause, for the log.
 */
export function fromStorageError(error: unknown): unknown {
  if (!(error instanceof StorageError)) return error;
  const answer = error.failure === 'full' ? storageFull() : storageUnavailable();
  answer.cause = error;
  return answer;
}
