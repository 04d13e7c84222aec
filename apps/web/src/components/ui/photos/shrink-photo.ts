import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { needsShrinking, renamed, shrinkSteps, shrunkType, type ShrunkType, type Size } from './shrink-plan';

/** JPEG and WebP quality of a scaled-down photo: no visible loss, well below a camera's own files. */
const QUALITY = 0.9;

type Canvas2D = OffscreenCanvas | HTMLCanvasElement;

function canvasOf({ width, height }: Size): Canvas2D {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function draw(source: CanvasImageSource, size: Size): Canvas2D {
  const canvas = canvasOf(size);
  const context = canvas.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('no canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas;
}

function encode(canvas: Canvas2D, type: ShrunkType): Promise<Blob> {
  if (!('toBlob' in canvas)) return canvas.convertToBlob({ type, quality: QUALITY });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), type, QUALITY),
  );
}

function hasAlpha(canvas: Canvas2D): boolean {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

/**
 * Encodes `source` at the sizes of `shrinkSteps`, largest first, and keeps the first result within `limit`.
 * `type` is what to encode as, or a function of the first drawn step (to look at its transparency).
 */
export async function encodeToFit(
  source: CanvasImageSource,
  size: Size,
  bytes: number,
  type: ShrunkType | ((firstStep: Canvas2D) => ShrunkType),
  limit = PHOTO_MAX_BYTES,
): Promise<Blob> {
  let chosen: ShrunkType | null = typeof type === 'string' ? type : null;
  for (const step of shrinkSteps(size, bytes, limit)) {
    const canvas = draw(source, step);
    chosen ??= typeof type === 'function' ? type(canvas) : type;
    const blob = await encode(canvas, chosen);
    if (blob.size <= limit) return blob;
  }
  throw new Error('photo cannot be made small enough');
}

/**
 * A JPEG, PNG or WebP over the cap scaled down in the browser until it fits; any other
 * file is returned as it is. EXIF orientation is applied to the pixels while decoding, since the encoded
 * result carries no EXIF: a phone's portrait photo stays upright.
 */
export async function shrinkPhoto(file: File, limit = PHOTO_MAX_BYTES): Promise<File> {
  if (!needsShrinking(file, limit)) return file;
  const input = file.type;
  if (input !== 'image/jpeg' && input !== 'image/png' && input !== 'image/webp') return file;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = { width: bitmap.width, height: bitmap.height };
    const blob = await encodeToFit(
      bitmap,
      size,
      file.size,
      (first) => shrunkType(input, hasAlpha(first)),
      limit,
    );
    return new File([blob], renamed(file.name, blob.type as ShrunkType), { type: blob.type });
  } finally {
    bitmap.close();
  }
}
