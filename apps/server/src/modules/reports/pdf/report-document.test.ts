import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { firstPagePng, pdfLines, pdfRawLines, pdfWords } from './pdf-reading.ts';
import { createReport } from './report-document.ts';
import { INNER_WIDTH, PAGE } from './report-layout.ts';

const footer = (page: number, pages: number) => `Page ${page} of ${pages}`;

describe('the report PDF kit', () => {
  it('writes Hebrew as text that pdftotext reads right to left, in logical order', async () => {
    const report = createReport({ language: 'he', title: 'דוח', footer: (p, n) => `דוח · ${p} / ${n}` });
    report.title('דוח מחזור R-2026-014');
    report.paragraph('הצמחים עברו לחדר הפריחה השני');
    report.keyValues([['זן', 'Lemon Haze']]);
    const pdf = await report.end();
    const lines = await pdfLines(pdf);
    expect(lines).toContain('הצמחים עברו לחדר הפריחה השני');
    expect(lines).toContain('דוח מחזור R-2026-014');
    expect(lines.join('\n')).toContain('1 / 1');
    // pdftotext opens a line it reads right to left with U+202B (right-to-left embedding).
    const raw = await pdfRawLines(pdf);
    expect(raw.find((line) => line.includes('הצמחים'))?.startsWith('\u202b')).toBe(true);
    // Right-aligned: the sentence ends at the right margin.
    const words = await pdfWords(pdf);
    // -bbox gives each word as drawn, letters left to right: its first letter is the rightmost.
    const first = words.find((word) =>
      [word.text, Array.from(word.text).reverse().join('')].includes('הצמחים'),
    )!;
    expect(first.xMax).toBeGreaterThan(PAGE.width - PAGE.margin - 2);
  });

  it('writes English left to right from the left margin', async () => {
    const report = createReport({ language: 'en', title: 'Report', footer });
    report.paragraph('Plants moved to the second flower room');
    const pdf = await report.end();
    expect(await pdfLines(pdf)).toContain('Plants moved to the second flower room');
    const words = await pdfWords(pdf);
    expect(words.find((word) => word.text === 'Plants')!.xMin).toBeCloseTo(PAGE.margin, 0);
  });

  it('breaks pages, repeats a table header on each and numbers the pages', async () => {
    const report = createReport({ language: 'en', title: 'Report', footer });
    report.title('Long table');
    report.table({
      columns: [
        { width: 0.5, align: 'start' },
        { width: 0.5, align: 'end' },
      ],
      header: ['Row', 'Value'],
      rows: Array.from({ length: 120 }, (_, index) => [`row-${index}`, String(index * 3)]),
    });
    const lines = await pdfLines(await report.end());
    const pages = lines.filter((line) => /^Page \d of \d$/.test(line));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
    expect(lines.filter((line) => line === 'Row').length).toBe(pages.length);
    expect(lines.join('\n')).toContain('row-119');
  });

  it('cuts a word longer than the line instead of drawing past the margin', async () => {
    const report = createReport({ language: 'en', title: 'Report', footer });
    const long = 'x'.repeat(400);
    report.paragraph(`before ${long} after`);
    const pdf = await report.end();
    const words = await pdfWords(pdf);
    const pieces = words.filter((word) => /^x+$/.test(word.text));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.map((piece) => piece.text).join('')).toBe(long);
    for (const word of words) expect(word.xMax).toBeLessThanOrEqual(PAGE.margin + INNER_WIDTH + 0.5);
  });

  it('draws a chart and an image that poppler renders, their labels as text', async () => {
    const report = createReport({ language: 'en', title: 'Report', footer });
    report.chart({
      kind: 'bars',
      labels: ['R-1', 'R-2'],
      values: [12.5, 30],
      axisLabel: 'g/plant',
      format: (value) => value.toFixed(1),
    });
    report.chart({
      kind: 'line',
      labels: ['1', '2', '3'],
      values: [20, null, 24],
      axisLabel: '°C',
      format: (value) => value.toFixed(0),
    });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    report.images([{ bytes: photo, caption: 'Group A' }]);
    const pdf = await report.end();
    const text = (await pdfLines(pdf)).join('\n');
    for (const expected of ['g/plant', '12.5', '30.0', 'R-2', 'Group A']) expect(text).toContain(expected);
    const png = sharp(await firstPagePng(pdf));
    const { width } = await png.metadata();
    expect(width).toBe(Math.ceil((PAGE.width * 60) / 72));
    // The photo's red is on the page.
    const { data, info } = await png.raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i]! > 200 && data[i + 1]! < 60 && data[i + 2]! < 60) red += 1;
    }
    expect(red).toBeGreaterThan(100);
  });
});
