import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamLabelWorkbook } from './label-excel.ts';
import { labelRow } from '../../testing/label-fixtures.ts';
import type { LabelRow } from './qr-labels.repository.ts';

async function* rows(count: number, onRow: (index: number) => void): AsyncGenerator<LabelRow> {
  for (let index = 0; index < count; index += 1) {
    onRow(index);
    yield labelRow(index);
  }
}

describe('cuttings spreadsheet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives other work a turn of the event loop every few milliseconds of writing rows', async () => {
    // Each row "takes" a millisecond on a fake clock: the writer must yield every few rows.
    vi.useFakeTimers({ toFake: ['performance'] });
    const addressOf = (row: LabelRow) => {
      vi.advanceTimersByTime(1);
      return `https://canopy.example/cutting/${row.id}`;
    };
    let turns = 0;
    let turnsAtFirstRow = 0;
    let turnsAtLastRow = 0;
    let writing = true;
    const count = () => {
      turns += 1;
      if (writing) setImmediate(count);
    };
    setImmediate(count);
    const chunks: Buffer[] = [];
    const onRow = (index: number) => {
      if (index === 0) turnsAtFirstRow = turns;
      turnsAtLastRow = turns;
    };
    const stream = streamLabelWorkbook(rows(3000, onRow), addressOf, (error) => {
      throw error;
    });
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    writing = false;
    expect(turnsAtLastRow - turnsAtFirstRow).toBeGreaterThanOrEqual(3000 / 5);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3001);
    expect(sheet.getRow(3001).getCell(1).value).toBe('C-02999');
  });
});
