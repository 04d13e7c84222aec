import type { Area } from 'react-easy-crop';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import { encodeToFit } from './shrink-photo';

const MAX_EDGE = 2560;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image cannot be read'));
    image.src = src;
  });
}

/**
 * Draws the visible area of the rotated photo into a JPEG. `area` is in the rotated image's pixels, as
 * react-easy-crop reports it; large photos are scaled down so the result stays below the size cap.
 */
export async function renderEditedPhoto(src: string, rotation: number, area: Area): Promise<Blob> {
  const image = await loadImage(src);
  const quarterTurns = (((rotation / 90) % 4) + 4) % 4;
  const swapped = quarterTurns % 2 === 1;
  const rotatedWidth = swapped ? image.naturalHeight : image.naturalWidth;
  const rotatedHeight = swapped ? image.naturalWidth : image.naturalHeight;

  const rotated = document.createElement('canvas');
  rotated.width = rotatedWidth;
  rotated.height = rotatedHeight;
  const rotatedContext = rotated.getContext('2d');
  if (!rotatedContext) throw new Error('no canvas');
  rotatedContext.translate(rotatedWidth / 2, rotatedHeight / 2);
  rotatedContext.rotate((quarterTurns * Math.PI) / 2);
  rotatedContext.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const scale = Math.min(1, MAX_EDGE / Math.max(area.width, area.height));
  const output = document.createElement('canvas');
  output.width = Math.round(area.width * scale);
  output.height = Math.round(area.height * scale);
  const context = output.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, output.width, output.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    output.toBlob((done) => (done ? resolve(done) : reject(new Error('encoding failed'))), 'image/jpeg', 0.9),
  );
  // A very detailed photo can still be over the cap at 2560 px: it goes down in steps until it fits.
  if (blob.size <= PHOTO_MAX_BYTES) return blob;
  return encodeToFit(output, { width: output.width, height: output.height }, blob.size, 'image/jpeg');
}
