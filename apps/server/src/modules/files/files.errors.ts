import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { AppError } from '../../http/app-error.ts';

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
