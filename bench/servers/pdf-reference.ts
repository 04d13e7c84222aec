// The reference of the label PDF gate: a plain pdfkit script, no framework, no streaming to a client.
// Reads the same labels with raw SQL, draws one page per label (vector QR from qrcode's matrix, one
// rectangle per dark module, and three lines of text in the same embedded font), and measures the
// milliseconds from the first query to the last byte.
// It runs as a long-lived process, like the server it is compared with: each `GET /` draws the whole
// PDF again and answers {"ms", "bytes", "labels"}, so the gate measures it warm and can interleave it
// with ours call by call. (Run once per process, every measurement also timed V8 compiling pdfkit,
// fontkit and qrcode and fontkit decoding the font's tables, which the server pays once.)
// argv: <sqlite file> <public url> <port>. Prints one JSON line once it listens.
import { createServer } from 'node:http';
import { labelFonts, SqliteDatabase } from '../../apps/server/src/testing/bench-entry.ts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const [file, publicUrl, port] = process.argv.slice(2);
const fonts = labelFonts();
const db = new SqliteDatabase(file!, { readonly: true });

function drawAll(): Promise<{ ms: number; bytes: number; labels: number }> {
  const started = performance.now();
  const labels = db
    .prepare(
      `select cuttings.id, cuttings.code, cuttings.short_id, strains.name as strain_name from cuttings
       join strains on strains.id = cuttings.strain_id order by cuttings.code`,
    )
    .all() as { id: string; code: string; short_id: string; strain_name: string }[];

  const doc = new PDFDocument({ size: [252, 144], margin: 0, autoFirstPage: false });
  doc.registerFont('text', fonts.text);
  let bytes = 0;
  doc.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const ended = new Promise<{ ms: number; bytes: number; labels: number }>((resolve) =>
    doc.on('end', () => resolve({ ms: performance.now() - started, bytes, labels: labels.length })),
  );
  for (const label of labels) {
    doc.addPage();
    const { modules } = QRCode.create(`${publicUrl}/cutting/${label.id}`, { errorCorrectionLevel: 'M' });
    const unit = 124 / (modules.size + 8);
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) doc.rect(10 + (column + 4) * unit, 10 + (row + 4) * unit, unit, unit);
    doc.fill('#000000');
    doc.font('text').fontSize(16).text(label.code, 140, 18, { width: 102, height: 42, ellipsis: true });
    doc.fontSize(10).text(label.strain_name, 140, 64, { width: 102, height: 40, ellipsis: true });
    doc.fontSize(9).text(label.short_id, 140, 120, { width: 102, height: 12, ellipsis: true });
  }
  doc.end();
  return ended;
}

const server = createServer((_request, response) => {
  void drawAll().then((result) => response.end(JSON.stringify(result)));
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port })}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
