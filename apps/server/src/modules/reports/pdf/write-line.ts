import { visualRuns, type TextRun } from '../../qr-labels/label-fonts.ts';

export type Align = 'left' | 'right';

/** A box one line of text is written in, in points from the page's top left corner. */
export interface LineBox {
  x: number;
  y: number;
  width: number;
}

/** The width of runs as drawn in the document's current font size. */
export function widthOfRuns(doc: PDFKit.PDFDocument, runs: readonly TextRun[]): number {
  return runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
}

/** The width `text` takes on one line, in the current font size (Hebrew in its font). */
export function widthOfText(doc: PDFKit.PDFDocument, text: string): number {
  return widthOfRuns(doc, visualRuns(text));
}

/**
 * One line of text in a box `width` wide: laid out as runs (Hebrew ones in the Hebrew font, in visual
 * order, label-fonts.ts), cut with "…" where it does not fit, aligned to the box's left or right edge.
 * The fonts must be registered as `label-text` and `label-hebrew` (report-document.ts does it).
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, box: LineBox, align: Align): void {
  let chars = Array.from(text);
  let runs = visualRuns(text);
  while (chars.length > 0 && widthOfRuns(doc, runs) > box.width) {
    chars = chars.slice(0, -1);
    runs = visualRuns(`${chars.join('').trimEnd()}…`);
  }
  let x = align === 'left' ? box.x : box.x + box.width - widthOfRuns(doc, runs);
  for (const run of runs) {
    doc.font(run.font).text(run.text, x, box.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
