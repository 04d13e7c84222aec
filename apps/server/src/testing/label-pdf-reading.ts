import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp, { type Sharp } from 'sharp';

const run = promisify(execFile);

/** A part of a rendered page, in PDF points from its top left corner. */
export interface PointRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function inTempDir<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-pdf-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    writeFileSync(file, pdf);
    return await work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function decodeImage(image: Sharp): Promise<string | null> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** Every page rendered with poppler at `dpi`, as PNG files handed to `read` in page order. */
function renderedPages<T>(pdf: Buffer, dpi: number, read: (pages: string[]) => Promise<T>): Promise<T> {
  return inTempDir(pdf, async (dir, file) => {
    await run('pdftoppm', ['-r', String(dpi), '-png', file, path.join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .sort()
      .map((name) => path.join(dir, name));
    return read(pages);
  });
}

/** The QR code read from each page rendered at `dpi` (150 by default), null where none reads. */
export function decodeQrCodes(pdf: Buffer, dpi = 150): Promise<(string | null)[]> {
  return renderedPages(pdf, dpi, (pages) => Promise.all(pages.map((page) => decodeImage(sharp(page)))));
}

/** For a sheet of labels: the QR code read from each region of each page, null where none reads. */
export function decodeQrSheets(
  pdf: Buffer,
  regions: readonly PointRegion[],
  dpi = 150,
): Promise<(string | null)[][]> {
  const scale = dpi / 72;
  return renderedPages(pdf, dpi, (pages) =>
    Promise.all(
      pages.map((page) =>
        Promise.all(
          regions.map((region) =>
            decodeImage(
              sharp(page).extract({
                left: Math.round(region.x * scale),
                top: Math.round(region.y * scale),
                width: Math.floor(region.width * scale),
                height: Math.floor(region.height * scale),
              }),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The text poppler reads from the PDF, pages separated by form feeds. */
export function pdfText(pdf: Buffer): Promise<string> {
  return inTempDir(pdf, async (_dir, file) => (await run('pdftotext', [file, '-'])).stdout);
}
