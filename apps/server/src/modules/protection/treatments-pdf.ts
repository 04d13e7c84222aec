import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { LANGUAGE_INFO, type Language } from '@canopy/shared/languages';
import { localDateTime } from '@canopy/shared/local-time';
import type { Treatment } from '@canopy/shared/schemas/feeding';
import { labelFonts, type LabelFonts } from '../qr-labels/label-fonts.ts';
import { documentFont } from '../qr-labels/shared-fonts.ts';
import { writeLine, type Align } from '../reports/pdf/write-line.ts';
import { fill, PROTECTION_TEXTS, TREATMENT_COLUMNS, type TreatmentColumn } from './protection-texts.ts';

/** A4 on its side, in points: nine columns fit on it. */
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const COLUMN_WIDTHS: Readonly<Record<TreatmentColumn, number>> = {
  at: 86,
  product: 104,
  activeIngredient: 88,
  dose: 96,
  method: 77,
  target: 88,
  applicator: 80,
  reEntryUntil: 86,
  harvestFrom: 64,
};
const ROW_HEIGHT = 16;
const FONT_SIZE = 8.5;
const NONE = '—';

export interface TreatmentsDocument {
  run: { code: string; name: string };
  /** The run's treatment rows, oldest first: one line per entry (its rows share everything printed). */
  treatments: readonly Treatment[];
  language: Language;
  timeZone: string;
}

/** The printed cells of a treatment, in the reader's words; times in the site's zone. */
function cellsOf(row: Treatment, language: Language, timeZone: string): Record<TreatmentColumn, string> {
  const texts = PROTECTION_TEXTS[language];
  const when = (iso: string) => {
    const { date, time } = localDateTime(iso, timeZone);
    return `${date} ${time}`;
  };
  const number = new Intl.NumberFormat(LANGUAGE_INFO[language].locale, { maximumFractionDigits: 3 });
  const volume =
    row.volume !== null && row.volumeUnit !== null
      ? `, ${number.format(row.volume)} ${texts.units[row.volumeUnit]}`
      : '';
  return {
    at: when(row.at),
    product: row.productName,
    activeIngredient: row.activeIngredient || NONE,
    dose: `${number.format(row.dose)} ${texts.units[row.unit]}${volume}`,
    method: texts.methods[row.method],
    target: row.target || NONE,
    applicator: row.applicator || NONE,
    reEntryUntil: row.reEntryUntil ? when(row.reEntryUntil) : NONE,
    harvestFrom: row.harvestFrom ?? NONE,
  };
}

/**
 * A run's treatments as a text PDF on A4 (DESIGN section 25): its code and name, then a table of its
 * treatments (one line per entry, oldest first; the header again on each page), in `language`; a
 * right-to-left language puts the columns right to left and aligns the text right. Text, not pictures of
 * it, in the fonts the QR labels use (Noto Sans and Noto Sans Hebrew when the system has them). A run's
 * treatments are a few dozen lines, so it is drawn here rather than in the labels' document process.
 */
export function treatmentsPdf(document: TreatmentsDocument, fonts: LabelFonts = labelFonts()): Readable {
  const { run, language, timeZone } = document;
  const texts = PROTECTION_TEXTS[language];
  const rtl = LANGUAGE_INFO[language].dir === 'rtl';
  const align: Align = rtl ? 'right' : 'left';
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    info: { Title: `${texts.title} ${run.code}`, Producer: 'Canopy', Creator: 'Canopy' },
  });
  doc.registerFont('label-text', documentFont(fonts.text));
  doc.registerFont('label-hebrew', documentFont(fonts.hebrew));
  const output = new PassThrough();
  doc.pipe(output);

  const inner = PAGE.width - 2 * PAGE.margin;
  const full = (y: number) => ({ x: PAGE.margin, y, width: inner });
  // Each column's left edge: from the left margin, or mirrored from the right one.
  const columns = TREATMENT_COLUMNS.reduce<{ column: TreatmentColumn; x: number }[]>((placed, column) => {
    const before = placed.reduce((sum, one) => sum + COLUMN_WIDTHS[one.column], 0);
    const x = rtl ? PAGE.margin + inner - before - COLUMN_WIDTHS[column] : PAGE.margin + before;
    return [...placed, { column, x }];
  }, []);
  const writeRow = (cells: Record<TreatmentColumn, string>, y: number) => {
    for (const { column, x } of columns) {
      writeLine(doc, cells[column], { x: x + 2, y, width: COLUMN_WIDTHS[column] - 4 }, align);
    }
  };
  const header = (y: number) => {
    doc.rect(PAGE.margin, y - 3, inner, ROW_HEIGHT).fill('#e8eee8');
    doc.fillColor('#000000').fontSize(FONT_SIZE);
    writeRow(texts.columns, y);
    return y + ROW_HEIGHT;
  };

  doc.fillColor('#000000').fontSize(16);
  writeLine(doc, texts.title, full(PAGE.margin), align);
  doc.fontSize(12);
  writeLine(doc, run.code, full(PAGE.margin + 24), align);
  writeLine(doc, run.name, full(PAGE.margin + 40), align);
  doc.fontSize(FONT_SIZE);
  writeLine(doc, fill(texts.times, { zone: timeZone }), full(PAGE.margin + 58), align);

  const entries = [...new Map(document.treatments.map((row) => [row.entryId, row])).values()];
  let y = header(PAGE.margin + 78);
  if (entries.length === 0) writeLine(doc, texts.empty, full(y), align);
  for (const entry of entries) {
    if (y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    doc.fontSize(FONT_SIZE);
    writeRow(cellsOf(entry, language, timeZone), y);
    y += ROW_HEIGHT;
  }
  doc.end();
  return output;
}
