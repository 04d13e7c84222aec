import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { DEFAULT_LABEL_SIZE, type LabelSize } from '@canopy/shared/labels';
import { turnClock } from './event-loop-turns.ts';
import { LABEL_SHEETS, type LabelLayout, type LabelSheet, type TextBox } from './label-layouts.ts';
import { labelFonts, visualRuns, type LabelFonts } from './label-fonts.ts';
import type { LabelRow } from './qr-labels.repository.ts';
import { documentFont } from './shared-fonts.ts';
import { drawVectorQr } from './vector-qr.ts';

/** A PDF whose every page is `size`'s sheet: one label, or an A4 sheet of them (label-layouts.ts). */
export function createLabelDocument(
  title: string,
  fonts: LabelFonts = labelFonts(),
  size: LabelSize = DEFAULT_LABEL_SIZE,
): PDFKit.PDFDocument {
  const sheet = LABEL_SHEETS[size];
  const doc = new PDFDocument({
    size: [sheet.width, sheet.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Producer: 'Canopy', Creator: 'Canopy' },
  });
  doc.registerFont('label-text', documentFont(fonts.text));
  doc.registerFont('label-hebrew', documentFont(fonts.hebrew));
  return doc;
}

/** Where a label is drawn: its layout and its top left corner on the page. */
interface Placed {
  layout: LabelLayout;
  x: number;
  y: number;
}

function write(doc: PDFKit.PDFDocument, at: Placed, text: string, box: TextBox, fontSize = box.fontSize) {
  const runs = visualRuns(text);
  doc.fontSize(fontSize);
  for (const [index, run] of runs.entries()) {
    const options = {
      width: at.layout.textWidth,
      height: box.height,
      ellipsis: true,
      continued: index < runs.length - 1,
    };
    doc.font(run.font);
    if (index === 0) doc.text(run.text, at.x + at.layout.textX, at.y + box.y, options);
    else doc.text(run.text, options);
  }
}

/** The code is what people read off the pot: shrink it to fit one line rather than cut it. */
function codeFontSize(doc: PDFKit.PDFDocument, layout: LabelLayout, code: string): number {
  const { fontSize, minFontSize } = layout.code;
  const width = doc.font('label-text').fontSize(fontSize).widthOfString(code);
  const fitted = width > layout.textWidth ? (fontSize * layout.textWidth) / width : fontSize;
  return Math.max(minFontSize, Math.floor(fitted * 10) / 10);
}

function drawLabelAt(doc: PDFKit.PDFDocument, at: Placed, label: LabelRow, address: string): void {
  const { layout } = at;
  drawVectorQr(doc, address, at.x + layout.margin, at.y + layout.margin, layout.qrSize);
  doc.fillColor('#000000');
  write(doc, at, label.code, layout.code, codeFontSize(doc, layout, label.code));
  write(doc, at, label.strain_name, layout.strain);
  write(doc, at, label.short_id, layout.shortId);
}

/**
 * Draws labels onto the pages of one sheet size: each label in the next free slot, a new page when
 * the page is full (always, for one label per page).
 */
export function labelDrawer(doc: PDFKit.PDFDocument, size: LabelSize = DEFAULT_LABEL_SIZE) {
  const sheet: LabelSheet = LABEL_SHEETS[size];
  let drawn = 0;
  return {
    draw(label: LabelRow, address: string): void {
      const slot = drawn % sheet.slots.length;
      if (slot === 0) doc.addPage();
      const { x, y } = sheet.slots[slot]!;
      drawLabelAt(doc, { layout: sheet.label, x, y }, label, address);
      drawn += 1;
    },
    get drawn() {
      return drawn;
    },
  };
}

/** A page with one 3.5 x 2 in label: the QR code of `address` on the left, code, strain and short id on the right. */
export function drawLabel(doc: PDFKit.PDFDocument, label: LabelRow, address: string): void {
  labelDrawer(doc).draw(label, address);
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
 * Draws labels (one page each, or sheets of them) into a PDF and returns it as a stream. Drawing gives the event loop a turn
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
  size: LabelSize = DEFAULT_LABEL_SIZE,
): Readable {
  const output = new PassThrough();
  const doc = createLabelDocument(title, fonts, size);
  const labelsOut = labelDrawer(doc, size);
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
    const turns = turnClock();
    const nextTurn = () => turns.next(flush() ? undefined : drained(output));
    for await (const label of labels) {
      if (output.destroyed) return;
      labelsOut.draw(label, addressOf(label));
      if (turns.spent()) await nextTurn();
    }
    if (output.destroyed) return;
    // An empty PDF is not valid; an empty farm still gets one blank page rather than a broken file.
    if (labelsOut.drawn === 0) doc.addPage();
    // The end (fonts embedded, cross-reference table) starts on a fresh turn.
    await nextTurn();
    doc.end();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
