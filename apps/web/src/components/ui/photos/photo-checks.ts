import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@canopy/shared/constants';
import { isShrinkable } from './shrink-plan';
import type { TranslationKey } from '../../../i18n/translation-key';

export type PhotoProblem = 'photoTooLarge' | 'unsupportedFormat' | 'tooManyFiles';

export const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, TranslationKey> = {
  photoTooLarge: 'photos.photoTooLarge',
  unsupportedFormat: 'photos.unsupportedFormat',
  tooManyFiles: 'photos.tooManyFiles',
};

// Browsers often report HEIC from a phone with an empty type, so the extension is a fallback here; the
// server decides by the file's bytes anyway.
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

export function photoProblem(file: File): PhotoProblem | null {
  const typeOk = (PHOTO_MIME_TYPES as readonly string[]).includes(file.type);
  if (!typeOk && !(file.type === '' && EXTENSIONS.test(file.name))) return 'unsupportedFormat';
  // JPEG, PNG and WebP over the cap are scaled down in the browser (shrink-photo.ts); HEIC cannot be.
  if (file.size > PHOTO_MAX_BYTES && !isShrinkable(file.type)) return 'photoTooLarge';
  return null;
}

/** The first problem among the chosen files, counting those already attached against `max`. */
export function checkPhotos(files: File[], attached: number, max?: number): PhotoProblem | null {
  if (max !== undefined && files.length + attached > max) return 'tooManyFiles';
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) return problem;
  }
  return null;
}

/** Chromium cannot draw HEIC/HEIF: those skip the editor and go up as they are, for the server to convert. */
export const canEditInBrowser = (file: File): boolean =>
  !/hei[cf]/i.test(file.type) && !/\.hei[cf]$/i.test(file.name);
