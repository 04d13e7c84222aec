import type { PassThrough } from 'node:stream';
import { workbookStream, writeInBackground } from '../../lib/workbook-stream.ts';
import { turnClock } from '../qr-labels/event-loop-turns.ts';
import { leadingHeaders, type ExportRow, type ExportSheet } from './export-columns.ts';
import type { ExportClock } from './export-time.ts';

const DATE_TIME = 'yyyy-mm-dd hh:mm:ss';

/** Resolves once the client has taken what is buffered (or has gone away). */
function drained(output: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      output.off('drain', done);
      output.off('close', done);
      resolve();
    };
    output.on('drain', done);
    output.on('close', done);
  });
}

/**
 * The export as a spreadsheet, written with exceljs's streaming writer into the returned stream: each row
 * is committed as it is added, and the next chunk of rows is read only when the rows before were
 * written, so memory stays flat however long the range. The device name is a text cell (a spreadsheet
 * never runs a text cell as a formula); the times are date cells, UTC and the device zone's wall clock;
 * the values are number cells. Rows are cut into turns of the event loop, and when the client is behind
 * the writer waits for it to catch up before adding more.
 */
export function xlsxStream(
  sheet: ExportSheet,
  chunks: AsyncIterable<ExportRow[]>,
  clock: ExportClock,
  onError: (error: unknown) => void,
): PassThrough {
  const { output, workbook } = workbookStream();
  const worksheet = workbook.addWorksheet(sheet.title);
  const [device, utc, local] = leadingHeaders(clock.timeZone);
  worksheet.columns = [
    { header: device, key: 'device', width: Math.min(40, Math.max(12, sheet.device.length + 2)) },
    { header: utc, key: 'utc', width: 20, style: { numFmt: DATE_TIME } },
    { header: local, key: 'local', width: 20, style: { numFmt: DATE_TIME } },
    ...sheet.headers.map((header) => ({ header, width: Math.max(10, header.length + 2) })),
  ];
  const write = async () => {
    const turns = turnClock();
    for await (const rows of chunks) {
      for (const row of rows) {
        // The client went away: nothing more to write (leaving the loop ends the reads too).
        if (output.destroyed) return;
        worksheet.addRow([sheet.device, new Date(row.ts), clock.localDate(row.ts), ...row.values]).commit();
        if (turns.spent()) await turns.next(output.writableNeedDrain ? drained(output) : undefined);
      }
    }
    worksheet.commit();
    await workbook.commit();
  };
  writeInBackground(output, write, onError);
  return output;
}
