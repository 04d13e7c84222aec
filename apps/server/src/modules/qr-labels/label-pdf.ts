import PDFDocument from 'pdfkit';
import { labelFonts, visualRuns, type LabelFonts } from './label-fonts.ts';
import type { LabelRow } from './qr-labels.repository.ts';
import { drawVectorQr } from './vector-qr.ts';

/** One label per page, 3.5 x 2 inches: the common size of thermal label rolls. */
const PAGE = { width: 252, height: 144 };
const MARGIN = 10;
const QR_SIZE = PAGE.height - 2 * MARGIN;
const TEXT_X = MARGIN + QR_SIZE + 6;
const TEXT_WIDTH = PAGE.width - TEXT_X - MARGIN;
const CODE_FONT_SIZE = 16;
const MIN_CODE_FONT_SIZE = 8;
/** Labels drawn between two yields to the event loop while a long PDF is produced. */
const LABELS_PER_TURN = 10;

export function createLabelDocument(title: string, fonts: LabelFonts = labelFonts()): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Producer: 'Canopy', Creator: 'Canopy' },
  });
  doc.registerFont('label-text', fonts.text);
  doc.registerFont('label-hebrew', fonts.hebrew);
  return doc;
}

function write(doc: PDFKit.PDFDocument, text: string, y: number, fontSize: number, height: number) {
  const runs = visualRuns(text);
  doc.fontSize(fontSize);
  for (const [index, run] of runs.entries()) {
    const options = { width: TEXT_WIDTH, height, ellipsis: true, continued: index < runs.length - 1 };
    doc.font(run.font);
    if (index === 0) doc.text(run.text, TEXT_X, y, options);
    else doc.text(run.text, options);
  }
}

/** The code is what people read off the pot: shrink it to fit one line rather than cut it. */
function codeFontSize(doc: PDFKit.PDFDocument, code: string): number {
  const width = doc.font('label-text').fontSize(CODE_FONT_SIZE).widthOfString(code);
  const fitted = width > TEXT_WIDTH ? (CODE_FONT_SIZE * TEXT_WIDTH) / width : CODE_FONT_SIZE;
  return Math.max(MIN_CODE_FONT_SIZE, Math.floor(fitted * 10) / 10);
}

/** A page with the QR code of `address` on the left and code, strain and short id on the right. */
export function drawLabel(doc: PDFKit.PDFDocument, label: LabelRow, address: string): void {
  doc.addPage();
  drawVectorQr(doc, address, MARGIN, MARGIN, QR_SIZE);
  doc.fillColor('#000000');
  write(doc, label.code, MARGIN + 8, codeFontSize(doc, label.code), 42);
  write(doc, label.strain_name, MARGIN + 54, 10, 40);
  write(doc, label.short_id, PAGE.height - MARGIN - 14, 9, 12);
}

/**
 * Draws every label, then ends the document. It yields to the event loop every few labels, so a
 * thousand-label PDF streams out while other requests keep being answered.
 */
export async function drawLabels(
  doc: PDFKit.PDFDocument,
  labels: AsyncIterable<LabelRow>,
  addressOf: (label: LabelRow) => string,
): Promise<void> {
  let drawn = 0;
  for await (const label of labels) {
    drawLabel(doc, label, addressOf(label));
    drawn += 1;
    if (drawn % LABELS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  // An empty PDF is not valid; an empty farm still gets one blank page rather than a broken file.
  if (drawn === 0) doc.addPage();
  doc.end();
}
