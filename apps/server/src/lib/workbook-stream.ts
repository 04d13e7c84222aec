import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * An xlsx workbook written by exceljs's streaming writer into a new stream that a route can send: rows
 * are written out as they are committed, and no shared-strings table is kept in memory.
 */
export function workbookStream(): { output: PassThrough; workbook: ExcelJS.stream.xlsx.WorkbookWriter } {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  return { output, workbook };
}

/**
 * Runs `write` behind the response: the caller has already handed `output` on. A failure is told to
 * `onError` and ends the stream with it, so the client sees a cut download rather than waiting forever.
 */
export function writeInBackground(
  output: PassThrough,
  write: () => Promise<void>,
  onError: (error: unknown) => void,
): void {
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
}
