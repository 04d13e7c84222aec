import type { PassThrough } from 'node:stream';
import { workbookStream, writeInBackground } from '../../lib/workbook-stream.ts';
import { turnClock } from './event-loop-turns.ts';
import type { LabelRow } from './qr-labels.repository.ts';

export const EXCEL_COLUMNS = [
  { header: 'Code', key: 'code', width: 16 },
  { header: 'Short ID', key: 'shortId', width: 10 },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Strain', key: 'strain', width: 24 },
  { header: 'Status', key: 'status', width: 16 },
  { header: 'Location', key: 'location', width: 16 },
  { header: 'Created at', key: 'createdAt', width: 20 },
  { header: 'URL', key: 'url', width: 60 },
];

/**
 * The spreadsheet of every cutting, written row by row with exceljs's streaming writer into the returned
 * stream: rows are committed as they are read, so memory stays flat however many cuttings there are.
 * Cell values are written as text or dates, never formulas, so `=`-prefixed names stay inert.
 */
export function streamLabelWorkbook<Label extends LabelRow>(
  labels: AsyncIterable<Label>,
  addressOf: (label: Label) => string,
  onError: (error: unknown) => void,
): PassThrough {
  const { output, workbook } = workbookStream();
  const sheet = workbook.addWorksheet('Cuttings');
  sheet.columns = EXCEL_COLUMNS;
  sheet.getColumn('createdAt').numFmt = 'yyyy-mm-dd hh:mm';
  const write = async () => {
    const turns = turnClock();
    for await (const label of labels) {
      // The client went away: nothing more to write.
      if (output.destroyed) return;
      sheet
        .addRow({
          code: label.code,
          shortId: label.short_id,
          name: label.name,
          strain: label.strain_name,
          status: label.status,
          location: label.location,
          createdAt: new Date(label.created_at),
          url: addressOf(label),
        })
        .commit();
      // Every 200 rows was a 40-150 ms stretch on a loaded machine: the clock decides instead.
      if (turns.spent()) await turns.next();
    }
    sheet.commit();
    await workbook.commit();
  };
  writeInBackground(output, write, onError);
  return output;
}
