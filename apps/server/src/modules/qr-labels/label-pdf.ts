import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { turnClock } from './event-loop-turns.ts';
import { labelFonts, visualRuns, type LabelFonts } from './label-fonts.ts';
import type { LabelRow } from './qr-labels.repository.ts';
import { documentFont } from './shared-fonts.ts';
import { drawVectorQr } from './vector-qr.ts';

/** One label per page, 3.5 x 2 inches: the common size of thermal label rolls. */
const PAGE = { width: 252, height: 144 };
const MARGIN = 10;
const QR_SIZE = PAGE.height - 2 * MARGIN;
const TEXT_X = MARGIN + QR_SIZE + 6;
const TEXT_WIDTH = PAGE.width - TEXT_X - MARGIN;
const CODE_FONT_SIZE = 16;
const MIN_CODE_FONT_SIZE = 8;
export function createLabelDocument(title: string, fonts: LabelFonts = labelFonts()): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Producer: 'Canopy', Creator: 'Canopy' },
  });
  doc.registerFont('label-text', documentFont(fonts.text));
  doc.registerFont('label-hebrew', documentFont(fonts.hebrew));
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

/** Resolves once `output` drains, or closes (the client went away). */
function drained(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done).off('close', done);
      resolve();
    };
    output.on('drain', done).on('close', done);
  });
}

/**
 * Draws one page per label into a PDF and returns it as a stream. Drawing gives the event loop a turn
 * every few milliseconds (TURN_BUDGET_MS), so other requests keep being answered during a
 * thousand-label PDF, and waits while the client has not taken what was sent (memory stays flat). What pdfkit writes during a turn,
 * hundreds of small pieces, goes out as one chunk: one socket write and one HTTP chunk instead of one
 * per line of PDF syntax. Drawing stops when the client goes away.
 */
export function streamLabelPdf<Label extends LabelRow>(
  title: string,
  labels: AsyncIterable<Label>,
  addressOf: (label: Label) => string,
  onError: (error: unknown) => void,
  fonts?: LabelFonts,
): Readable {
  const output = new PassThrough();
  const doc = createLabelDocument(title, fonts);
  let pending: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => pending.push(chunk));
  /** Sends what pdfkit wrote since the last call; false when the client is behind. */
  const flush = (): boolean => {
    if (pending.length === 0) return true;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    return output.write(chunk);
  };
  doc.on('end', () => {
    flush();
    output.end();
  });

  void (async () => {
    let drawn = 0;
    const turns = turnClock();
    const nextTurn = () => turns.next(flush() ? undefined : drained(output));
    for await (const label of labels) {
      if (output.destroyed) return;
      drawLabel(doc, label, addressOf(label));
      drawn += 1;
      if (turns.spent()) await nextTurn();
    }
    if (output.destroyed) return;
    // An empty PDF is not valid; an empty farm still gets one blank page rather than a broken file.
    if (drawn === 0) doc.addPage();
    // The end (fonts embedded, cross-reference table) starts on a fresh turn.
    await nextTurn();
    doc.end();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
