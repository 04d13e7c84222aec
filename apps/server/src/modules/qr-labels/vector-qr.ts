import QRCode from 'qrcode';

/** The quiet zone the QR specification asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * Draws `text` as a QR code of vector rectangles (no bitmap), filling `size` points square at (x, y),
 * quiet zone included. Dark modules of a row are merged into runs, so a label costs a few hundred
 * rectangles, all filled in one path operation.
 */
export function drawVectorQr(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * unit;
  const top = y + QUIET_ZONE * unit;
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(left + start * unit, top + row * unit, (column - start) * unit, unit);
    }
  }
  doc.fill('#000000');
}
