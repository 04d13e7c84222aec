import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { resolveLabelFonts } from './label-fonts.ts';
import { createLabelDocument, drawLabels } from './label-pdf.ts';
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

async function* rows(...labels: LabelRow[]) {
  yield* labels;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

describe('label PDF', () => {
  it('falls back to Helvetica when no system font is installed, whatever the script', async () => {
    const fonts = resolveLabelFonts({ text: ['/nonexistent/a.ttf'], hebrew: ['/nonexistent/b.ttf'] });
    expect(fonts).toEqual({ text: 'Helvetica', hebrew: 'Helvetica' });
    const doc = createLabelDocument('test', fonts);
    const bytes = collect(doc);
    await drawLabels(
      doc,
      rows(label('A-1', 'Lemon Haze'), label('B-2', 'Северное сияние'), label('C-3', 'לימון הייז 15')),
      (row) => `https://canopy.example/cutting/${row.id}`,
    );
    const pdf = await bytes;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
    expect(pdf.includes('Helvetica')).toBe(true);
  });

  it('still makes a valid one-page PDF when there are no cuttings at all', async () => {
    const doc = createLabelDocument('empty');
    const bytes = collect(doc);
    await drawLabels(doc, rows(), () => '');
    expect((await PDFDocument.load(await bytes)).getPageCount()).toBe(1);
  });
});
