import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { AddressedLabel } from './document-messages.ts';
import { labelRow } from '../../testing/label-fixtures.ts';
import { threadNiceValues } from '../../testing/thread-priorities.ts';
import { documentProcessId, streamFromDocumentProcess } from './document-process.ts';

const labels = (count: number): AddressedLabel[] =>
  Array.from({ length: count }, (_, index) => ({
    ...labelRow(index, index % 2 ? 'לימון' : 'Lemon Haze'),
    url: `https://canopy.example/cutting/id-${index}`,
  }));

/** The labels as the repository hands them over, counting how many were taken and whether it was closed. */
function source(rows: AddressedLabel[], failAt = -1) {
  const taken = { count: 0, closed: false };
  async function* read() {
    try {
      for (const row of rows) {
        if (taken.count === failAt) throw new Error('the database went away');
        taken.count += 1;
        yield row;
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
      bytesOf(streamFromDocumentProcess('pdf', 'test', source(labels(300)).rows, onError)),
      bytesOf(streamFromDocumentProcess('xlsx', 'test', source(labels(700)).rows, onError)),
    ]);
    expect(await pages(pdf)).toBe(300);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(701);
    expect(sheet.getRow(701).getCell(1).value).toBe('C-00699');
    expect(sheet.getRow(701).getCell(8).value).toBe('https://canopy.example/cutting/id-699');
    expect(errors).toEqual([]);
  });

  it('stops asking for labels while the client has not taken what was sent, and goes on when it reads', async () => {
    const { rows, taken } = source(labels(600));
    const pdf = streamFromDocumentProcess('pdf', 'test', rows, onError);
    await settle(1000);
    expect(taken.count).toBeLessThan(600);
    expect(await pages(await bytesOf(pdf))).toBe(600);
    expect(taken.count).toBe(600);
  });

  it('stops the work and closes the label source when the client goes away', async () => {
    const { rows, taken } = source(labels(2000));
    const xlsx = streamFromDocumentProcess('xlsx', 'test', rows, onError);
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
    const pdf = streamFromDocumentProcess('pdf', 'test', source(labels(600), 400).rows, (error) =>
      failures.push(error),
    );
    await expect(bytesOf(pdf)).rejects.toThrow('the database went away');
    expect(failures).toHaveLength(1);
  });

  it.runIf(process.platform === 'linux')(
    "runs every thread at the lowest priority, libuv's pool that compresses the spreadsheet included",
    async () => {
      await bytesOf(streamFromDocumentProcess('xlsx', 'test', source(labels(50)).rows, onError));
      const nice = threadNiceValues(documentProcessId()!);
      expect(nice).toEqual(nice.map(() => 19));
      // libuv's pool among them, at least its four threads.
      expect(nice.length).toBeGreaterThanOrEqual(5);
    },
  );
});
