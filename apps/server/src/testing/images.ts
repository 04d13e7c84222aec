import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const fixtures = path.join(import.meta.dirname, 'fixtures');

/** 640x480 iPhone JPEG with EXIF Orientation 6 and a GPS position (fixtures/README.md). */
export const gpsRotatedJpeg = () => readFileSync(path.join(fixtures, 'photo-gps-rotated.jpg'));
/** The same photo as an HEIC, the format iPhones save. */
export const gpsRotatedHeic = () => readFileSync(path.join(fixtures, 'photo-gps-rotated.heic'));

export function solidImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of PNG that claims 16384 x 16384 pixels (256 MP): a decompression bomb. */
export function pngBomb(edge = 16_384): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = deflateSync(Buffer.alloc((edge + 1) * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
