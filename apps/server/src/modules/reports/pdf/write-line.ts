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

/** Neutral punctuation at the edges of a left-to-right run: a separator, a colon, a dash, a comma. */
const EDGES = /^([\s·:–—,]*)([\s\S]*?)([\s·:–—,]*)$/u;
const reversed = (text: string) => Array.from(text).reverse().join('');

/**
 * A line's runs in visual order (label-fonts.ts `visualRuns`), with the neutral punctuation at the edges
 * of a left-to-right run inside a right-to-left line put on the side the Unicode bidi rules put it: in
 * "R-2026-014 · אביב" the separator belongs between the code and the Hebrew, so it is drawn to the code's
 * left; in "זן: Lemon Haze" the colon stays beside the Hebrew word, to the name's right.
 */
export function lineRuns(text: string): TextRun[] {
  const runs = visualRuns(text);
  if (runs.length === 1) return runs;
  return runs.map((run) => {
    const edges = run.font === 'label-text' ? EDGES.exec(run.text) : null;
    if (!edges || !edges[2] || (!edges[1] && !edges[3])) return run;
    const [, before = '', middle, after = ''] = edges;
    return { ...run, text: `${reversed(after)}${middle}${reversed(before)}`.trim() };
  });
}

/** The width `text` takes on one line, in the current font size (Hebrew in its font). */
export function widthOfText(doc: PDFKit.PDFDocument, text: string): number {
  return widthOfRuns(doc, lineRuns(text));
}

/**
 * One line of text in a box `width` wide: laid out as runs (Hebrew ones in the Hebrew font, in visual
 * order, `lineRuns`), cut with "…" where it does not fit, aligned to the box's left or right edge.
 * The fonts must be registered as `label-text` and `label-hebrew` (report-document.ts does it).
 */
export function writeLine(doc: PDFKit.PDFDocument, text: string, box: LineBox, align: Align): void {
  let chars = Array.from(text);
  let runs = lineRuns(text);
  while (chars.length > 0 && widthOfRuns(doc, runs) > box.width) {
    chars = chars.slice(0, -1);
    runs = lineRuns(`${chars.join('').trimEnd()}…`);
  }
  let x = align === 'left' ? box.x : box.x + box.width - widthOfRuns(doc, runs);
  for (const run of runs) {
    doc.font(run.font).text(run.text, x, box.y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}
