import PDFDocument from 'pdfkit';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { labelFonts, type LabelFonts } from '../../qr-labels/label-fonts.ts';
import { documentFont } from '../../qr-labels/shared-fonts.ts';
import { COLORS, INNER_WIDTH, PAGE, SIZES } from './report-layout.ts';
import { drawChart, type ChartSpec } from './report-chart.ts';
import { drawTable, type TableSpec } from './report-table.ts';
import { wrapLines } from './wrap-lines.ts';
import { writeLine, type Align } from './write-line.ts';

const BOTTOM = PAGE.height - PAGE.margin;
const LINE = 1.35;

export interface ReportOptions {
  language: Language;
  /** The PDF's own title (its document properties). */
  title: string;
  /** The footer's words for page `page` of `pages`. */
  footer(page: number, pages: number): string;
  fonts?: LabelFonts;
}

/** An image to place: JPEG or PNG bytes, and an optional caption under it. */
export interface ReportImage {
  bytes: Buffer;
  caption?: string;
}

/**
 * A report being written top to bottom on A4 portrait: a cursor that starts a new page when a block does
 * not fit, and blocks that are text (pdftotext reads them), in the language's direction: right-aligned
 * in Hebrew, with each line's runs in visual order (label-fonts.ts). `end()` numbers the pages and gives
 * the bytes.
 */
export function createReport(options: ReportOptions) {
  const fonts = options.fonts ?? labelFonts();
  const rtl = LANGUAGE_INFO[options.language].dir === 'rtl';
  const align: Align = rtl ? 'right' : 'left';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: options.title, Producer: 'Canopy', Creator: 'Canopy' },
  });
  doc.registerFont('label-text', documentFont(fonts.text));
  doc.registerFont('label-hebrew', documentFont(fonts.hebrew));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = PAGE.margin;

  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
  };
  /** Room for `height` points below the cursor, on a new page if this one is full. */
  const ensure = (height: number) => {
    if (y + height > BOTTOM && y > PAGE.margin) newPage();
  };
  const lines = (text: string, size: number, color: string, gapAfter: number) => {
    doc.fontSize(size).fillColor(color);
    const height = size * LINE;
    for (const line of wrapLines(doc, text, INNER_WIDTH)) {
      ensure(height);
      writeLine(doc, line, { x: PAGE.margin, y, width: INNER_WIDTH }, align);
      y += height;
    }
    y += gapAfter;
  };

  const report = {
    doc,
    rtl,
    align,
    get y() {
      return y;
    },
    ensure,
    title(text: string) {
      lines(text, SIZES.title, COLORS.text, 4);
    },
    /** A section's heading, kept on one page with at least `keep` points of what follows it. */
    heading(text: string, keep = 60) {
      y += 8;
      ensure(SIZES.heading * LINE + keep);
      lines(text, SIZES.heading, COLORS.accent, 2);
      doc
        .moveTo(PAGE.margin, y)
        .lineTo(PAGE.width - PAGE.margin, y)
        .lineWidth(0.5)
        .strokeColor(COLORS.rule)
        .stroke();
      y += 6;
    },
    paragraph(text: string, muted = false) {
      lines(text, SIZES.text, muted ? COLORS.muted : COLORS.text, 4);
    },
    /** Rows of a name and its value: names at the line's start, values beside them. */
    keyValues(rows: readonly (readonly [string, string])[]) {
      drawTable(report, {
        columns: [
          { width: 0.35, align: 'start', muted: true },
          { width: 0.65, align: 'start' },
        ],
        rows: rows.map(([key, value]) => [key, value]),
      });
    },
    table(spec: TableSpec) {
      drawTable(report, spec);
    },
    chart(spec: ChartSpec) {
      const height = spec.height ?? 150;
      ensure(height + 30);
      drawChart(doc, spec, { x: PAGE.margin, y, width: INNER_WIDTH, height });
      y += height + 30;
    },
    /** Images side by side in `perRow` slots (the first rows' worth), scaled to fit, captions under them. */
    images(images: readonly ReportImage[], height = 120, perRow = 4) {
      if (images.length === 0) return;
      const gap = 8;
      // A fixed slot per image: one photo stays as small as one of four.
      const width = (INNER_WIDTH - gap * (perRow - 1)) / perRow;
      ensure(height + 16);
      images.slice(0, perRow).forEach((image, index) => {
        const slot = rtl ? perRow - 1 - index : index;
        const x = PAGE.margin + slot * (width + gap);
        doc.image(image.bytes, x, y, { fit: [width, height], align: 'center', valign: 'center' });
        if (image.caption) {
          doc.fontSize(SIZES.small).fillColor(COLORS.muted);
          writeLine(doc, image.caption, { x, y: y + height + 3, width }, align);
        }
      });
      y += height + 16;
    },
    /** Moves the cursor down by `points` (a gap between blocks). */
    space(points: number) {
      y += points;
    },
    /** Row `height` points high placed at the cursor, which moves below it; for tables. */
    advance(height: number) {
      const at = y;
      y += height;
      return at;
    },
    newPage,
    /** Numbers the pages and finishes the document. */
    end(): Promise<Buffer> {
      const range = doc.bufferedPageRange();
      for (let index = range.start; index < range.start + range.count; index += 1) {
        doc.switchToPage(index);
        // The footer lies in the bottom margin: without this, pdfkit would start a page for it.
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.fontSize(SIZES.small).fillColor(COLORS.muted);
        const text = options.footer(index - range.start + 1, range.count);
        writeLine(doc, text, { x: PAGE.margin, y: PAGE.height - PAGE.footer, width: INNER_WIDTH }, align);
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return done;
    },
  };
  return report;
}

export type Report = ReturnType<typeof createReport>;
