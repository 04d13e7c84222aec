import { IMAGE_MAX_PIXELS, PHOTO_MIME_TYPES } from '@canopy/shared/constants';
import type { FileVariant } from '@canopy/shared/schemas/files';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { emptyFile, invalidImage, tooManyPixels, unsupportedType } from './files.errors.ts';
import { exifOrientation } from './exif-orientation.ts';
import { decodeHeicOffThread, HeicDecodeError } from './heic-decoder.ts';
import { imageSlots } from './image-slots.ts';

export const STORED_IMAGE_TYPE = 'image/webp';

/** The variants made at upload time; `blurred` is derived later, only for files that need it. */
export type StoredVariant = Exclude<FileVariant, 'blurred'>;

const VARIANT_SIZES: Record<StoredVariant, { edge: number; quality: number }> = {
  display: { edge: 1600, quality: 82 },
  thumb: { edge: 400, quality: 75 },
};

export type ProcessedImage = Record<StoredVariant, Buffer>;

/**
 * Decodes an untrusted upload and re-encodes it from its pixels alone: the type comes from the magic
 * bytes (never the name or header), the pixel count is capped before decoding, the image is turned
 * upright, and nothing of the original (EXIF, GPS, ICC tricks, trailing payloads) survives.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw emptyFile();
  const detected = await fileTypeFromBuffer(input);
  const mime = detected?.mime as string | undefined;
  if (!mime || !(PHOTO_MIME_TYPES as readonly string[]).includes(mime)) throw unsupportedType();

  return imageSlots.run(async () => {
    const upright =
      mime === 'image/heic' || mime === 'image/heif' ? await fromHeic(input) : fromBitmap(input);
    const processed: Partial<ProcessedImage> = {};
    try {
      // One variant after the other: a slot is one worker thread's worth of image work.
      for (const [variant, { edge, quality }] of Object.entries(VARIANT_SIZES)) {
        processed[variant as StoredVariant] = await upright()
          .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality })
          .toBuffer();
      }
    } catch (error) {
      throw isPixelLimit(error) ? tooManyPixels() : invalidImage();
    }
    return processed as ProcessedImage;
  });
}

/**
 * A fresh pipeline over the upright image for each variant. (sharp's `clone()` would do, but it
 * deep-copies its options with `structuredClone`, input bytes included: two synchronous copies of a
 * photo of several MB per upload, each blocking the event loop, and the garbage they leave. A new
 * pipeline on the same bytes decodes the same way without them.)
 */
type UprightImage = () => Sharp;

/** JPEG, PNG, WebP: libvips checks the pixel cap from the header, before it allocates anything. */
function fromBitmap(input: Buffer): UprightImage {
  return () => sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).autoOrient();
}

/**
 * sharp's build cannot decode HEVC, so heic-decode gives raw pixels, on its own thread (a phone photo
 * is hundreds of milliseconds of WebAssembly); sharp still reads the EXIF.
 */
async function fromHeic(input: Buffer): Promise<UprightImage> {
  const metadata = await sharp(input)
    .metadata()
    .catch(() => {
      throw invalidImage();
    });
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw tooManyPixels();
  const decoded = await decodeHeicOffThread(input, IMAGE_MAX_PIXELS).catch((error: unknown) => {
    throw error instanceof HeicDecodeError && error.reason === 'too_many_pixels'
      ? tooManyPixels()
      : invalidImage();
  });
  const pixels = Buffer.from(decoded.pixels.buffer, decoded.pixels.byteOffset, decoded.pixels.byteLength);
  const raw = () => sharp(pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
  // The HEIF rule: a container rotation (irot/imir, which the decoder applies) overrides EXIF. Encoders
  // that write none leave the orientation in EXIF alone, as a camera JPEG does.
  const orientation = hasContainerTransform(input) ? 1 : exifOrientation(metadata.exif);
  if (orientation === 1) return raw;
  // A lossless TIFF carries the orientation tag so sharp applies all eight cases exactly as for JPEG.
  const tagged = await raw().withMetadata({ orientation }).tiff({ compression: 'none' }).toBuffer();
  return () => sharp(tagged).autoOrient();
}

/** The item properties sit in the leading `meta` box; the coded pixels that follow are not searched. */
function hasContainerTransform(input: Buffer): boolean {
  const head = input.subarray(0, 64 * 1024);
  return head.includes('irot') || head.includes('imir');
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * The preview shown instead of a photo a reader may not see: so small and so blurred that nothing of the
 * original can be recovered from it, yet it still reads as "a green plant" on the page.
 */
export function blurredPreview(source: Buffer): Promise<Buffer> {
  return imageSlots.run(() =>
    sharp(source)
      .resize(BLURRED_EDGE, BLURRED_EDGE, { fit: 'inside' })
      .blur(BLURRED_SIGMA)
      .webp({ quality: 50 })
      .toBuffer(),
  );
}

const BLURRED_EDGE = 48;
const BLURRED_SIGMA = 6;
