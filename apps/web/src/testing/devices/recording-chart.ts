import type uPlot from 'uplot';

/** How a recording chart writes down each painting; what a test leaves out it does not compare. */
export interface PaintWords {
  rect(fill: string, x: number, y: number, width: number, height: number): string;
  text(text: string, x: number, y: number, align: string, direction: string): string;
  /** Written down for `save()` and `restore()` when given. */
  save?: string;
  restore?: string;
  /** Every letter's width in px, for `measureText`. */
  letterWidth: number;
}

/** Where a recording chart's plot area is and how it maps x values to canvas px. */
export interface ChartFrame {
  bbox: { left: number; top: number; width: number; height: number };
  scales: { x: { min: number; max: number } };
  valToPos(value: number): number;
  root?: HTMLElement;
}

/**
 * A uPlot chart on a fake canvas (jsdom has none) whose 2D context keeps the drawing state plugins set
 * (fill, font, alignment, direction) and writes down what they paint, in the words a test asks for.
 */
export function recordingChart(frame: ChartFrame, words: PaintWords): { chart: uPlot; painted: string[] } {
  const painted: string[] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textBaseline: '',
    textAlign: '',
    direction: '',
    save: () => void (words.save && painted.push(words.save)),
    restore: () => void (words.restore && painted.push(words.restore)),
    fillRect(x: number, y: number, width: number, height: number) {
      painted.push(words.rect(this.fillStyle, x, y, width, height));
    },
    measureText: (text: string) => ({ width: text.length * words.letterWidth }),
    fillText(text: string, x: number, y: number) {
      painted.push(words.text(text, x, y, this.textAlign, this.direction));
    },
  };
  const chart = { root: document.createElement('div'), ...frame, ctx } as unknown as uPlot;
  return { chart, painted };
}
