import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { FILE_VARIANTS, type FileVariant } from '@canopy/shared/schemas/files';
import type { FilesService } from '../../files/files.service.ts';

const FILE_PATH = /^\/api\/files\/([^/]+)\/([a-z]+)$/;
const isVariant = (value: string): value is FileVariant =>
  (FILE_VARIANTS as readonly string[]).includes(value);

async function bytesOf(body: Readable | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A stored photo's bytes as a small JPEG (pdfkit draws JPEG and PNG; the files are WebP), read through
 * the files service with the signed link the run answered it with, as a browser would: the report reads
 * no other module's storage. Null when the link does not name a file or the file is gone.
 */
export function createPhotoBytes(files: Pick<FilesService, 'read'>) {
  return async (signedUrl: string, width = 480): Promise<Buffer | null> => {
    const url = new URL(signedUrl, 'http://canopy.invalid');
    const match = FILE_PATH.exec(url.pathname);
    if (!match || !isVariant(match[2]!)) return null;
    const expires = url.searchParams.get('expires');
    const signature = url.searchParams.get('signature') ?? undefined;
    try {
      const file = await files.read(match[1]!, match[2], {
        expires: expires === null ? undefined : Number(expires),
        signature,
      });
      return await sharp(await bytesOf(file.body))
        .resize({ width, withoutEnlargement: true })
        .jpeg({ quality: 80 })
        .toBuffer();
    } catch {
      // A photo deleted meanwhile, or unreadable: the report goes out without it.
      return null;
    }
  };
}
