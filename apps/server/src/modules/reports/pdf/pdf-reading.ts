import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(pdf: Buffer, work: (dir: string, file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'canopy-report-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    return await work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdftotext's marks of embedded and overridden direction (U+202A-U+202E), which it puts around runs. */
const DIRECTION_MARKS = /[\u202a-\u202e]/g;

/** pdftotext's lines without its direction marks, spaces folded: what a reader would copy out. */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const text = await withFile(pdf, async (_dir, file) => (await run('pdftotext', [file, '-'])).stdout);
  return text.split(/[\n\f]/).map((line) => line.replace(DIRECTION_MARKS, '').replace(/\s+/g, ' ').trim());
}

/** pdftotext's raw lines, direction marks kept: a line it read right to left starts with U+202B. */
export async function pdfRawLines(pdf: Buffer): Promise<string[]> {
  const text = await withFile(pdf, async (_dir, file) => (await run('pdftotext', [file, '-'])).stdout);
  return text.split('\n');
}

/** Each word pdftotext finds with its box, in points from the page's top left corner. */
export async function pdfWords(
  pdf: Buffer,
): Promise<{ text: string; xMin: number; xMax: number; page: number }[]> {
  const html = await withFile(
    pdf,
    async (_dir, file) => (await run('pdftotext', ['-bbox', file, '-'])).stdout,
  );
  const words: { text: string; xMin: number; xMax: number; page: number }[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(.*)<\/word>/.exec(line);
    if (match) words.push({ xMin: Number(match[1]), xMax: Number(match[2]), text: match[3]!, page });
  }
  return words;
}

/** Page 1 rendered by poppler's pdftoppm at `dpi`, as PNG bytes. */
export function firstPagePng(pdf: Buffer, dpi = 60): Promise<Buffer> {
  return withFile(pdf, async (dir, file) => {
    const out = path.join(dir, 'page');
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', file, out]);
    return readFileSync(`${out}.png`);
  });
}
