import { describe, expect, it } from 'vitest';
import { fallbackFileName, fileNameFromDisposition, qrDownloadPath, startOfToday } from './qr-downloads';

describe('label downloads', () => {
  it("asks the server's label addresses", () => {
    expect(qrDownloadPath({ kind: 'pdf', id: 'c 1', code: 'A-009' })).toBe('/api/qr/pdf/c%201');
    expect(qrDownloadPath({ kind: 'pdf-all' })).toBe('/api/qr/pdf/all');
    expect(qrDownloadPath({ kind: 'excel-all' })).toBe('/api/qr/excel/all');
  });

  it('asks a label size, and for chosen cuttings or those created from a moment on', () => {
    expect(qrDownloadPath({ kind: 'pdf', id: 'c1', code: 'A-1', size: '62x29mm' })).toBe(
      '/api/qr/pdf/c1?size=62x29mm',
    );
    expect(qrDownloadPath({ kind: 'pdf-all', size: 'a4', ids: ['c1', 'c 2'] })).toBe(
      '/api/qr/pdf/all?size=a4&ids=c1%2Cc+2',
    );
    expect(qrDownloadPath({ kind: 'pdf-all', size: '2x1in', createdFrom: '2026-03-04T22:00:00.000Z' })).toBe(
      '/api/qr/pdf/all?size=2x1in&createdFrom=2026-03-04T22%3A00%3A00.000Z',
    );
  });

  it("takes today's start on the device's clock", () => {
    const start = new Date(startOfToday(new Date(2026, 2, 5, 23, 59, 59)));
    expect([start.getFullYear(), start.getMonth(), start.getDate()]).toEqual([2026, 2, 5]);
    expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it("takes the server's file name, preferring the UTF-8 form", () => {
    expect(fileNameFromDisposition('attachment; filename="A-009.pdf"')).toBe('A-009.pdf');
    expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'%D7%90-1.pdf')).toBe(
      'א-1.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('otherwise names files after the cutting code or the date', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(fallbackFileName({ kind: 'pdf', id: 'c1', code: 'A/009 x' }, now)).toBe('cutting-A_009_x.pdf');
    expect(fallbackFileName({ kind: 'pdf-all' }, now)).toBe('cuttings-2026-03-05.pdf');
    expect(fallbackFileName({ kind: 'excel-all' }, now)).toBe('cuttings-2026-03-05.xlsx');
  });
});
