import { PassThrough, Readable } from 'node:stream';
import { csvCell } from '@canopy/shared/csv';
import { YIELD_COLUMNS, type YieldGrouping, type Yields } from '@canopy/shared/schemas/yields';
import ExcelJS from 'exceljs';

/** Spreadsheets read a CSV file as UTF-8 (a Hebrew strain name) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The header of each column: the /yields table's in English with weights in grams (the files' unit), so a
 * file reads as the table it was downloaded from; units in the name, as the history export's.
 */
const HEADERS: Record<(typeof YIELD_COLUMNS)[number], string> = {
  label: '',
  harvestCount: 'Harvests',
  runCount: 'Runs',
  plants: 'Plants',
  wetGrams: 'Wet (g)',
  dryGrams: 'Dry (g)',
  flowerGrams: 'Flower (g)',
  trimGrams: 'Trim (g)',
  wasteGrams: 'Waste (g)',
  dryPerPlant: 'Dry g/plant',
  dryPerM2: 'Dry g/m²',
  dryPerKw: 'Dry g/kW',
  dryPerFlowerDay: 'Dry g/flower day',
  dryLossPercent: 'Dry loss (%)',
};

/** The first column is named after the grouping, as the table's: Strain, Run, Room, Mother or Month. */
const GROUPING_HEADERS: Record<YieldGrouping, string> = {
  strain: 'Strain',
  run: 'Run',
  room: 'Room',
  mother: 'Mother',
  month: 'Month',
};
const headersOf = (yields: Yields) =>
  YIELD_COLUMNS.map((column) => HEADERS[column] || GROUPING_HEADERS[yields.by]);

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
