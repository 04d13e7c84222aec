import { Readable } from 'node:stream';
import { csvCell } from '@canopy/shared/csv';
import { turnClock } from '../qr-labels/event-loop-turns.ts';
import { leadingHeaders, type ExportRow, type ExportSheet } from './export-columns.ts';
import type { ExportClock } from './export-time.ts';

/** Spreadsheets read a CSV file as UTF-8 (°C, a Hebrew device name) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A number cell as JavaScript writes it. Never through csvCell: its formula guard is for text, and would
 * write -2.5 as '-2.5, which a spreadsheet reads as text.
 */
const numberCell = (value: number | null): string =>
  value === null || !Number.isFinite(value) ? '' : String(value);

/** The lines of the rows, from the device's cell (already escaped) on. */
function appendLines(
  rows: readonly ExportRow[],
  start: number,
  end: number,
  device: string,
  clock: ExportClock,
) {
  let text = '';
  for (let i = start; i < end; i += 1) {
    const { ts, values } = rows[i]!;
    // The times are written by us (digits first, no commas): nothing for csvCell to do.
    text += `${device},${clock.utc(ts)},${clock.local(ts)}`;
    for (const value of values) text += `,${numberCell(value)}`;
    text += '\r\n';
  }
  return text;
}

/** Rows per piece of text: a piece ends when the turn's time is spent, checked this often. */
const ROWS_PER_CHECK = 100;

/**
 * The export as CSV (RFC 4180, CRLF), pulled a chunk of rows at a time as the client takes the text:
 * the stream asks for the next chunk only when what it holds was read, so memory stays flat however
 * long the range. Text cells (the device name, the headers) are escaped against formulas by the shared
 * csvCell; numbers are written as numbers. Writing a chunk is cut into turns of the event loop
 * (turnClock, as the label documents are), so other requests wait behind at most a couple of
 * milliseconds of it.
 */
export function csvStream(
  sheet: ExportSheet,
  chunks: AsyncIterable<ExportRow[]>,
  clock: ExportClock,
): Readable {
  const device = csvCell(sheet.device);
  async function* pieces(): AsyncGenerator<Buffer> {
    const header = [...leadingHeaders(clock.timeZone), ...sheet.headers].map(csvCell).join(',');
    yield Buffer.from(`${BYTE_ORDER_MARK}${header}\r\n`);
    const turns = turnClock();
    for await (const rows of chunks) {
      let text = '';
      for (let start = 0; start < rows.length; start += ROWS_PER_CHECK) {
        text += appendLines(rows, start, Math.min(start + ROWS_PER_CHECK, rows.length), device, clock);
        if (turns.spent()) {
          yield Buffer.from(text);
          text = '';
          await turns.next();
        }
      }
      if (text) yield Buffer.from(text);
    }
  }
  return Readable.from(pieces(), { objectMode: false });
}
