import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { labelRow } from '../../testing/label-fixtures.ts';
import { threadNiceValues } from '../../testing/thread-priorities.ts';
import { documentProcessId, streamFromDocumentProcess } from './document-process.ts';
import { LABEL_BATCH, type LabelRow } from './qr-labels.repository.ts';

const labels = (count: number): LabelRow[] =>
  Array.from({ length: count }, (_, index) => labelRow(index, index % 2 ? 'לימון' : 'Lemon Haze'));

const publicUrl = 'https://canopy.example';
const pdfOf = { kind: 'pdf', title: 'test', publicUrl } as const;
const xlsxOf = { kind: 'xlsx', title: 'test', publicUrl } as const;

/**
 * The labels as the repository hands them over, in batches of LABEL_BATCH, counting how many were
 * read and whether it was closed; `failAt` fails the read of the batch holding that label.
 */
function source(rows: LabelRow[], failAt = -1) {
  const taken = { count: 0, closed: false };
  async function* read() {
    try {
      for (let start = 0; start < rows.length; start += LABEL_BATCH) {
        const batch = rows.slice(start, start + LABEL_BATCH);
        if (failAt >= start && failAt < start + batch.length) throw new Error('the database went away');
        taken.count += batch.length;
        yield batch;
      }
    } finally {
      taken.closed = true;
    }
  }
  return { rows: read(), taken };
}

const errors: unknown[] = [];
const onError = (error: unknown) => errors.push(error);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('documents written in the document process', () => {
  it('streams a label PDF with a page per label, and the spreadsheet with a row per label', async () => {
    const [pdf, xlsx] = await Promise.all([
      bytesOf(streamFromDocumentProcess(pdfOf, source(labels(300)).rows, onError)),
      bytesOf(streamFromDocumentProcess(xlsxOf, source(labels(700)).rows, onError)),
    ]);
    expect(await pages(pdf)).toBe(300);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(701);
    expect(sheet.getRow(701).getCell(1).value).toBe('C-00699');
    expect(sheet.getRow(701).getCell(8).value).toBe('https://canopy.example/cutting/id-699?via=label');
    expect(errors).toEqual([]);
  });

  it("hands the spreadsheet back a kilobyte or more at a time, not in the zip writer's pieces of a few bytes", async () => {
    // Each piece is a message the server's event loop handles. 700 rows came in 205 pieces of 197 bytes
    // on average, and come in about 20 of 1.8 KB.
    const averagePiece = async (stream: Readable) => {
      let pieces = 0;
      let bytes = 0;
      for await (const chunk of stream) {
        pieces += 1;
        bytes += (chunk as Buffer).length;
      }
      return bytes / pieces;
    };
    expect(
      await averagePiece(streamFromDocumentProcess(xlsxOf, source(labels(700)).rows, onError)),
    ).toBeGreaterThan(1000);
  });

  it('stops asking for labels while the client has not taken what was sent, and goes on when it reads', async () => {
    const { rows, taken } = source(labels(600));
    const pdf = streamFromDocumentProcess(pdfOf, rows, onError);
    await settle(1000);
    expect(taken.count).toBeLessThan(600);
    expect(await pages(await bytesOf(pdf))).toBe(600);
    expect(taken.count).toBe(600);
  });

  it('stops the work and closes the label source when the client goes away', async () => {
    const { rows, taken } = source(labels(2000));
    const xlsx = streamFromDocumentProcess(xlsxOf, rows, onError);
    await new Promise((resolve) => xlsx.once('data', resolve));
    xlsx.destroy();
    await settle(200);
    const after = taken.count;
    await settle(200);
    expect(taken.count).toBe(after);
    expect(after).toBeLessThan(2000);
    expect(taken.closed).toBe(true);
  });

  it('fails the download, and reports why, when the labels cannot be read', async () => {
    const failures: unknown[] = [];
    const pdf = streamFromDocumentProcess(pdfOf, source(labels(600), 400).rows, (error) =>
      failures.push(error),
    );
    await expect(bytesOf(pdf)).rejects.toThrow('the database went away');
    expect(failures).toHaveLength(1);
  });

  it.runIf(process.platform === 'linux')(
    "runs every thread at the lowest priority, libuv's pool that compresses the spreadsheet included",
    async () => {
      await bytesOf(streamFromDocumentProcess(xlsxOf, source(labels(50)).rows, onError));
      const nice = threadNiceValues(documentProcessId()!);
      expect(nice).toEqual(nice.map(() => 19));
      // libuv's pool among them, at least its four threads.
      expect(nice.length).toBeGreaterThanOrEqual(5);
    },
  );
});
