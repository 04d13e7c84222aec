import { PassThrough, Readable } from 'node:stream';
import { csvCell } from '@canopy/shared/csv';
import { YIELD_COLUMNS, type Yields } from '@canopy/shared/schemas/yields';
import ExcelJS from 'exceljs';

/** Spreadsheets read a CSV file as UTF-8 (a Hebrew strain name) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** The header of each column, in English like the other exports' (units in the name). */
const HEADERS: Record<(typeof YIELD_COLUMNS)[number], string> = {
  label: '',
  harvestCount: 'harvests',
  runCount: 'runs',
  plants: 'plants',
  wetGrams: 'wet_g',
  dryGrams: 'dry_g',
  flowerGrams: 'flower_g',
  trimGrams: 'trim_g',
  wasteGrams: 'waste_g',
  dryPerPlant: 'dry_g_per_plant',
  dryPerM2: 'dry_g_per_m2',
  dryPerKw: 'dry_g_per_kw',
  dryPerFlowerDay: 'dry_g_per_flower_day',
  dryLossPercent: 'dry_loss_percent',
};

/** The first column is named after the grouping: `strain`, `run`, `room`, `mother` or `month`. */
const headersOf = (yields: Yields) => YIELD_COLUMNS.map((column) => HEADERS[column] || yields.by);

/** The row's cells in column order: the label as text, the figures as numbers (null when missing). */
const cellsOf = (row: Yields['rows'][number]) => YIELD_COLUMNS.map((column) => row[column]);

/**
 * The table as CSV (RFC 4180, CRLF): the label through the shared csvCell (a strain name starting with
 * `=` is not run as a formula), numbers as JavaScript writes them (never through csvCell, whose guard
 * would turn a negative loss into text), a missing ratio empty.
 */
export function yieldsCsv(yields: Yields): Readable {
  const line = (cells: readonly (string | number | null)[]) =>
    cells
      .map((cell) => (typeof cell === 'number' ? (Number.isFinite(cell) ? String(cell) : '') : csvCell(cell)))
      .join(',');
  async function* pieces(): AsyncGenerator<Buffer> {
    yield Buffer.from(`${BYTE_ORDER_MARK}${line(headersOf(yields))}\r\n`);
    yield Buffer.from(yields.rows.map((row) => `${line(cellsOf(row))}\r\n`).join(''));
  }
  return Readable.from(pieces(), { objectMode: false });
}

/**
 * The table as an Excel sheet, written by exceljs's streaming writer (as the history export is): the
 * label a text cell (a spreadsheet never runs one as a formula), the figures number cells, a missing
 * ratio an empty cell.
 */
export function yieldsXlsx(yields: Yields, onError: (error: unknown) => void): PassThrough {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(`Yields by ${yields.by}`);
  worksheet.columns = headersOf(yields).map((header, index) => ({
    header,
    width: index === 0 ? 30 : Math.max(10, header.length + 2),
  }));
  void (async () => {
    for (const row of yields.rows) worksheet.addRow(cellsOf(row)).commit();
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
