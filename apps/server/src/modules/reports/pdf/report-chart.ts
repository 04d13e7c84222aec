import { COLORS, SIZES } from './report-layout.ts';
import { widthOfText, writeLine } from './write-line.ts';

/** A series drawn as bars or a line: one value per label, null where there is none. */
export interface ChartSpec {
  kind: 'bars' | 'line';
  labels: readonly string[];
  values: readonly (number | null)[];
  /** Written beside the axis: the values' unit or name. */
  axisLabel: string;
  /** Formats an axis tick or a bar's value. */
  format(value: number): string;
  /** Bars to set apart (drawn in the accent colour), by index. */
  highlight?: readonly number[];
  height?: number;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A rounded top for the axis: 1, 2, 2.5 or 5 times a power of ten at or above `max`. */
function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= max) ?? 10) * power;
}

/** A round number at or below `value` (to its order of magnitude), never below zero. */
function niceBottom(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  return Math.floor(value / power) * power;
}

const AXIS_WIDTH = 44;

/** `text` centred on `centre`, cut to `width`. */
function writeCentred(doc: PDFKit.PDFDocument, text: string, centre: number, y: number, width: number) {
  const shown = Math.min(widthOfText(doc, text), width);
  writeLine(doc, text, { x: centre - shown / 2, y, width: shown + 0.5 }, 'left');
}

/**
 * A simple vector chart in `box` (paths, not an image; the labels are text): a value axis with three ticks
 * (from zero for bars, over the values' range for a line), the series as bars (their value written on each) or as a line with dots, and the labels
 * under the bars or points (every few labels when they would crowd). Time reads left to right in every
 * language.
 */
export function drawChart(doc: PDFKit.PDFDocument, spec: ChartSpec, box: Box): void {
  const known = spec.values.filter((value): value is number => value !== null);
  // Bars stand on zero; a line (a temperature) is drawn over its own range, or it would lie flat.
  const low = spec.kind === 'line' && known.length > 0 ? Math.min(...known) : 0;
  const bottom = low > 0 ? niceBottom(low - (Math.max(...known) - low) * 0.2) : 0;
  const top = bottom + niceTop(Math.max(0, ...known) - bottom);
  const plot = {
    x: box.x + AXIS_WIDTH,
    y: box.y + 12,
    width: box.width - AXIS_WIDTH,
    height: box.height - 12,
  };
  const yOf = (value: number) => plot.y + plot.height - ((value - bottom) / (top - bottom)) * plot.height;

  doc.fontSize(SIZES.small).fillColor(COLORS.muted);
  writeLine(doc, spec.axisLabel, { x: box.x, y: box.y - 2, width: box.width }, 'left');
  for (const tick of [bottom, (bottom + top) / 2, top]) {
    const y = yOf(tick);
    doc
      .moveTo(plot.x, y)
      .lineTo(plot.x + plot.width, y)
      .lineWidth(0.3)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.fillColor(COLORS.muted);
    writeLine(doc, spec.format(tick), { x: box.x, y: y - 4, width: AXIS_WIDTH - 4 }, 'right');
  }
  const count = Math.max(spec.labels.length, 1);
  const slot = plot.width / count;
  const every = Math.max(1, Math.ceil((count * 40) / plot.width));
  const xOf = (index: number) => plot.x + slot * index + slot / 2;

  if (spec.kind === 'bars') {
    const barWidth = Math.min(slot * 0.7, 48);
    spec.values.forEach((value, index) => {
      if (value === null) return;
      const color = spec.highlight?.includes(index) ? COLORS.accent : '#8fb98f';
      doc
        .rect(xOf(index) - barWidth / 2, yOf(value), barWidth, plot.y + plot.height - yOf(value))
        .fill(color);
      doc.fontSize(SIZES.small - 1).fillColor(COLORS.text);
      writeCentred(doc, spec.format(value), xOf(index), yOf(value) - 9, slot);
    });
  } else {
    let drawing = false;
    spec.values.forEach((value, index) => {
      if (value === null) {
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(xOf(index), yOf(value));
      else doc.moveTo(xOf(index), yOf(value));
      drawing = true;
    });
    doc.lineWidth(1.2).strokeColor(COLORS.accent).stroke();
    spec.values.forEach((value, index) => {
      if (value !== null) doc.circle(xOf(index), yOf(value), 1.6).fill(COLORS.accent);
    });
  }
  doc.fontSize(SIZES.small - 1).fillColor(COLORS.muted);
  spec.labels.forEach((label, index) => {
    if (index % every !== 0) return;
    writeCentred(doc, label, xOf(index), plot.y + plot.height + 4, slot * every - 2);
  });
}
