import { describe, expect, it } from 'vitest';
import { fallbackFileName, fileNameFromDisposition, qrDownloadPath } from './qr-downloads';

describe('label downloads', () => {
  it('asks the SPEC section 7 addresses', () => {
    expect(qrDownloadPath({ kind: 'pdf', id: 'c 1', code: 'A-009' })).toBe('/api/qr/pdf/c%201');
    expect(qrDownloadPath({ kind: 'pdf-all' })).toBe('/api/qr/pdf/all');
    expect(qrDownloadPath({ kind: 'excel-all' })).toBe('/api/qr/excel/all');
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

  it('otherwise names files after the cutting code or the date (SPEC section 9)', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(fallbackFileName({ kind: 'pdf', id: 'c1', code: 'A/009 x' }, now)).toBe('cutting-A_009_x.pdf');
    expect(fallbackFileName({ kind: 'pdf-all' }, now)).toBe('cuttings-2026-03-05.pdf');
    expect(fallbackFileName({ kind: 'excel-all' }, now)).toBe('cuttings-2026-03-05.xlsx');
  });
});
