import { COLORS, INNER_WIDTH, PAGE, SIZES } from './report-layout.ts';
import { writeLine, type Align } from './write-line.ts';

export interface TableColumn {
  /** The column's share of the line (the shares add up to 1 or less). */
  width: number;
  /** `start` follows the language (left, or right in Hebrew); `end` the other side (numbers). */
  align: 'start' | 'end';
  /** Drawn in the muted colour (a key-value row's names). */
  muted?: boolean;
}

export interface TableSpec {
  columns: readonly TableColumn[];
  /** The header row, shaded and drawn again at the top of each page the table goes on to. */
  header?: readonly string[];
  rows: readonly (readonly string[])[];
}

/** What a table needs of the report it is drawn in (report-document.ts). */
export interface TableCursor {
  doc: PDFKit.PDFDocument;
  rtl: boolean;
  readonly y: number;
  ensure(height: number): void;
  advance(height: number): number;
  newPage(): void;
  space(points: number): void;
}

const ROW = 15;
const PAD = 3;

/**
 * A table of one-line cells from the cursor down: each cell cut with "…" where it does not fit. In a
 * right-to-left language the first column is the rightmost one.
 */
export function drawTable(report: TableCursor, spec: TableSpec): void {
  const { doc, rtl } = report;
  const placed = spec.columns.reduce<{ x: number; width: number; align: Align; muted: boolean }[]>(
    (columns, column) => {
      const before = columns.reduce((sum, one) => sum + one.width, 0);
      const width = column.width * INNER_WIDTH;
      const x = rtl ? PAGE.margin + INNER_WIDTH - before - width : PAGE.margin + before;
      const startSide: Align = rtl ? 'right' : 'left';
      const endSide: Align = rtl ? 'left' : 'right';
      return [
        ...columns,
        { x, width, align: column.align === 'start' ? startSide : endSide, muted: column.muted ?? false },
      ];
    },
    [],
  );
  const writeRow = (cells: readonly string[], y: number, header: boolean) => {
    doc.fontSize(SIZES.small + 0.5);
    placed.forEach((column, index) => {
      doc.fillColor(column.muted && !header ? COLORS.muted : COLORS.text);
      const box = { x: column.x + PAD, y: y + 3.5, width: column.width - 2 * PAD };
      writeLine(doc, cells[index] ?? '', box, column.align);
    });
  };
  const header = () => {
    if (!spec.header) return;
    const y = report.advance(ROW);
    doc.rect(PAGE.margin, y, INNER_WIDTH, ROW).fill(COLORS.shade);
    writeRow(spec.header, y, true);
  };
  report.ensure(ROW * 2);
  header();
  for (const row of spec.rows) {
    if (report.y + ROW > PAGE.height - PAGE.margin) {
      report.newPage();
      header();
    }
    const y = report.advance(ROW);
    writeRow(row, y, false);
    doc
      .moveTo(PAGE.margin, y + ROW)
      .lineTo(PAGE.margin + INNER_WIDTH, y + ROW)
      .lineWidth(0.3)
      .strokeColor(COLORS.rule)
      .stroke();
  }
  report.space(6);
}
