import type { LabelSize } from '@canopy/shared/labels';

/** Points per inch and per millimetre: PDF pages are measured in points. */
export const POINTS_PER_INCH = 72;
export const POINTS_PER_MM = 72 / 25.4;

/** A text box right of the QR code, at `y` from the label's top; `height` bounds its wrapping. */
export interface TextBox {
  y: number;
  height: number;
  fontSize: number;
}

/** Where one label draws its QR code and its text, in points from the label's top left corner. */
export interface LabelLayout {
  width: number;
  height: number;
  /** The QR code's square (its quiet zone included), at (margin, margin). */
  margin: number;
  qrSize: number;
  textX: number;
  textWidth: number;
  /** The code shrinks from fontSize to minFontSize to fit one line, then wraps within its height. */
  code: TextBox & { minFontSize: number };
  strain: TextBox;
  shortId: TextBox;
}

/** A page and where its labels sit on it. */
export interface LabelSheet {
  width: number;
  height: number;
  label: LabelLayout;
  /** The top left corner of each label on a page, in drawing order. */
  slots: readonly { x: number; y: number }[];
}

/**
 * 3.5 x 2 in, the default label (common thermal rolls): QR code 124 pt (44 mm) on the left; code at 16 pt
 * (shrunk down to 8 pt, wrapping over up to three lines), strain name at 10 pt over up to four lines,
 * short id at 9 pt at the bottom. The A4 sheet is a grid of this label too.
 */
const STANDARD: LabelLayout = {
  width: 252,
  height: 144,
  margin: 10,
  qrSize: 124,
  textX: 140,
  textWidth: 102,
  code: { y: 18, height: 42, fontSize: 16, minFontSize: 8 },
  strain: { y: 64, height: 40, fontSize: 10 },
  shortId: { y: 120, height: 12, fontSize: 9 },
};

/**
 * A small roll label (2 x 1 in, 50 x 25 mm, 62 x 29 mm): the QR code takes the whole height but a
 * thin margin, so its modules stay about 0.5 mm or more (a phone reads them at arm's length). What is
 * left on the right shows, by importance: the code (up to `codeSize` pt, shrunk down to 5.5 pt, two
 * lines at most), the strain name (two lines at most, cut with an ellipsis), the short id (one line).
 */
function rollLabel(width: number, height: number, codeSize: number, textSize: number): LabelLayout {
  const margin = Math.min(5, height * 0.06);
  const qrSize = height - 2 * margin;
  const textX = margin + qrSize + 3;
  const codeHeight = codeSize * 2.4;
  const shortIdSize = Math.max(5.5, textSize - 1);
  return {
    width,
    height,
    margin,
    qrSize,
    textX,
    textWidth: width - textX - margin,
    code: { y: margin + 2, height: codeHeight, fontSize: codeSize, minFontSize: 5.5 },
    strain: { y: margin + 4 + codeHeight, height: textSize * 2.9, fontSize: textSize },
    shortId: { y: height - margin - shortIdSize * 1.3, height: shortIdSize * 1.3, fontSize: shortIdSize },
  };
}

const mm = (value: number) => value * POINTS_PER_MM;
const inches = (value: number) => value * POINTS_PER_INCH;

/** An A4 sheet in points (210 x 297 mm, as PDF writers round it). */
export const A4 = { width: 595.28, height: 841.89 };

const single = (label: LabelLayout): LabelSheet => ({
  width: label.width,
  height: label.height,
  label,
  slots: [{ x: 0, y: 0 }],
});

/**
 * As many 3.5 x 2 in labels as fit on A4 (2 across, 5 down: 10 a sheet), butted together as on
 * business-card label sheets, the grid centred so each side keeps the margin that is left (about
 * 16 mm across, 21 mm down), which every office printer can print.
 */
function a4Sheet(): LabelSheet {
  const columns = Math.floor(A4.width / STANDARD.width);
  const rows = Math.floor(A4.height / STANDARD.height);
  const left = (A4.width - columns * STANDARD.width) / 2;
  const top = (A4.height - rows * STANDARD.height) / 2;
  const slots = Array.from({ length: rows * columns }, (_, index) => ({
    x: left + (index % columns) * STANDARD.width,
    y: top + Math.floor(index / columns) * STANDARD.height,
  }));
  return { ...A4, label: STANDARD, slots };
}

export const LABEL_SHEETS: Record<LabelSize, LabelSheet> = {
  '3.5x2in': single(STANDARD),
  '2x1in': single(rollLabel(inches(2), inches(1), 11, 7)),
  '50x25mm': single(rollLabel(mm(50), mm(25), 11, 7)),
  '62x29mm': single(rollLabel(mm(62), mm(29), 13, 8)),
  a4: a4Sheet(),
};
