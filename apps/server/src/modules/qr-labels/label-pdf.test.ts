import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelFonts, resolveLabelFonts, type LabelFonts } from './label-fonts.ts';
import { createLabelDocument, drawLabel, streamLabelPdf } from './label-pdf.ts';
import type { LabelRow } from './qr-labels.repository.ts';

const label = (code: string, strain: string): LabelRow => ({
  id: code,
  code,
  short_id: 'ABC123',
  name: '',
  status: '',
  location: '',
  created_at: new Date(0).toISOString(),
  strain_name: strain,
});

const addressOf = (row: LabelRow) => `https://canopy.example/cutting/${row.id}`;
const bulk = (count: number, prefix = 'BULK') =>
  Array.from({ length: count }, (_, index) => label(`${prefix}-${String(index).padStart(4, '0')}`, 'Bulk'));

/** The labels as the repository hands them over, counting how many were taken. */
function source(labels: LabelRow[]) {
  const taken = { count: 0 };
  async function* rows() {
    for (const row of labels) {
      taken.count += 1;
      yield row;
    }
  }
  return { rows: rows(), taken };
}

function stream(labels: LabelRow[], fonts?: LabelFonts): Readable {
  return streamLabelPdf(
    'test',
    source(labels).rows,
    addressOf,
    (error) => {
      throw error;
    },
    fonts,
  );
}

async function bytesOf(pdf: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

/** The same labels drawn in one go into a document of its own, collected byte for byte. */
function drawnInOnePass(labels: LabelRow[], fonts: LabelFonts): Promise<Buffer> {
  const doc = createLabelDocument('test', fonts);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (const row of labels) drawLabel(doc, row, addressOf(row));
  doc.end();
  return ended;
}

const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('label PDF', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('falls back to Helvetica when no system font is installed, whatever the script', async () => {
    const fonts = resolveLabelFonts({ text: ['/nonexistent/a.ttf'], hebrew: ['/nonexistent/b.ttf'] });
    expect(fonts).toEqual({ text: 'Helvetica', hebrew: 'Helvetica' });
    const { bytes } = await bytesOf(
      stream(
        [label('A-1', 'Lemon Haze'), label('B-2', 'Северное сияние'), label('C-3', 'לימון הייז 15')],
        fonts,
      ),
    );
    expect(await pages(bytes)).toBe(3);
    expect(bytes.includes('Helvetica')).toBe(true);
  });

  it('still makes a valid one-page PDF when there are no cuttings at all', async () => {
    expect(await pages((await bytesOf(stream([]))).bytes)).toBe(1);
  });

  it('streams exactly the bytes of the same labels drawn in one pass, with fonts shared across PDFs', async () => {
    // pdfkit stamps the creation date into the file and its ID; one date for both documents.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    const labels = [
      label('A-001', 'Lemon Haze'),
      label('B-002', 'Северное сияние'),
      label('C-003', "ג'לטו 41"),
      ...bulk(150),
    ];
    // An earlier PDF has already used the process's shared fonts with other glyphs.
    await bytesOf(stream([label('Ωμέγα-9', 'Ünïcödé OG קוש 2')]));
    const streamed = await bytesOf(stream(labels));
    // Copies of the font bytes: parsed afresh for this document alone.
    const { text, hebrew } = labelFonts();
    const fresh = { text: typeof text === 'string' ? text : Buffer.from(text), hebrew: Buffer.from(hebrew) };
    expect(streamed.bytes.equals(await drawnInOnePass(labels, fresh))).toBe(true);
    // Sent as it is drawn, in pieces of many PDF lines each rather than one write per line.
    expect(streamed.chunks).toBeGreaterThan(1);
    expect(streamed.bytes.length / streamed.chunks).toBeGreaterThan(1000);
  });

  it('gives other work a turn of the event loop every few milliseconds of drawing', async () => {
    // Each label "takes" a millisecond on a fake clock: drawing must yield every few labels.
    vi.useFakeTimers({ toFake: ['performance'] });
    let turns = 0;
    let drawing = true;
    const count = () => {
      turns += 1;
      if (drawing) setImmediate(count);
    };
    setImmediate(count);
    const turnsAt: number[] = [];
    const slowAddressOf = (row: LabelRow) => {
      turnsAt.push(turns);
      vi.advanceTimersByTime(1);
      return addressOf(row);
    };
    const pdf = streamLabelPdf('test', source(bulk(300)).rows, slowAddressOf, (error) => {
      throw error;
    });
    expect(await pages((await bytesOf(pdf)).bytes)).toBe(300);
    drawing = false;
    // Counted from the first label to the last: the turns taken while drawing, not while sending.
    expect(turnsAt.at(-1)! - turnsAt[0]!).toBeGreaterThanOrEqual(300 / 5);
  });

  it('stops drawing while the client has not taken what was sent, and goes on when it reads', async () => {
    const { rows, taken } = source(bulk(600));
    const pdf = streamLabelPdf('test', rows, addressOf, (error) => {
      throw error;
    });
    await settle(500);
    expect(taken.count).toBeLessThan(600);
    expect(await pages((await bytesOf(pdf)).bytes)).toBe(600);
    expect(taken.count).toBe(600);
  });

  it('stops reading cuttings when the client goes away', async () => {
    const { rows, taken } = source(bulk(600));
    const pdf = streamLabelPdf('test', rows, addressOf, (error) => {
      throw error;
    });
    await new Promise((resolve) => pdf.once('data', resolve));
    pdf.destroy();
    await settle(200);
    const after = taken.count;
    await settle(200);
    expect(taken.count).toBe(after);
    expect(after).toBeLessThan(600);
  });
});
