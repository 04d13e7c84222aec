import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';

/** The formats the browser can draw and re-encode; HEIC/HEIF go up as they are, for the server to convert. */
export const SHRINKABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ShrinkableType = (typeof SHRINKABLE_TYPES)[number];
export type ShrunkType = 'image/jpeg' | 'image/webp' | 'image/png';

export const isShrinkable = (type: string): type is ShrinkableType =>
  (SHRINKABLE_TYPES as readonly string[]).includes(type);

/** A photo over the cap that the browser can scale down instead of refusing it. */
export const needsShrinking = (file: Blob, limit = PHOTO_MAX_BYTES): boolean =>
  file.size > limit && isShrinkable(file.type);

/**
 * What a scaled-down photo is encoded as: JPEG stays JPEG, WebP stays WebP, and PNG becomes JPEG unless it has
 * transparency, which JPEG would lose.
 */
export function shrunkType(input: ShrinkableType, hasAlpha: boolean): ShrunkType {
  if (input === 'image/png') return hasAlpha ? 'image/png' : 'image/jpeg';
  return input;
}

/** Each later step keeps this share of the previous edge lengths. */
export const STEP_FACTOR = 0.8;
/** Below this longest edge a photo no longer shows what it was taken for; give up instead. */
export const MIN_EDGE = 320;
const MAX_STEPS = 12;

export interface Size {
  width: number;
  height: number;
}

/**
 * The sizes to try, largest first. Encoded bytes grow roughly with the pixel count, so the first guess scales
 * the area by limit/bytes (with a tenth of margin); each next step is STEP_FACTOR smaller, until MIN_EDGE.
 */
export function shrinkSteps(size: Size, bytes: number, limit = PHOTO_MAX_BYTES): Size[] {
  const first = Math.min(1, Math.sqrt(limit / bytes) * 0.9);
  const longest = Math.max(size.width, size.height);
  const steps: Size[] = [];
  for (let scale = first, i = 0; i < MAX_STEPS && longest * scale >= MIN_EDGE; scale *= STEP_FACTOR, i += 1) {
    steps.push({
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
    });
  }
  return steps;
}

/** The file name with the extension of the encoded type, so the name does not claim a format it is not. */
export function renamed(name: string, type: ShrunkType): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/webp' ? 'webp' : 'png';
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.${extension}`;
}
