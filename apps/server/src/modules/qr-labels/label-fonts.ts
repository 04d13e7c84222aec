import { existsSync, readFileSync } from 'node:fs';

/**
 * Strain names may be Hebrew or Cyrillic, which pdfkit's built-in Helvetica cannot draw. Noto fonts from
 * the system (Debian `fonts-noto-core`) are used when present; without them labels fall back to
 * Helvetica and such names come out as missing glyphs.
 */
const NOTO_DIR = '/usr/share/fonts/truetype/noto';
export const SYSTEM_FONTS = {
  text: [`${NOTO_DIR}/NotoSans-Regular.ttf`, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  hebrew: [`${NOTO_DIR}/NotoSansHebrew-Regular.ttf`],
};

export interface LabelFonts {
  /** Latin, Cyrillic, Greek: a font buffer, or the name of a built-in PDF font. */
  text: Buffer | 'Helvetica';
  /** Hebrew; falls back to `text` (which may not have the glyphs). */
  hebrew: Buffer | 'Helvetica';
}

export type FontCandidates = Record<keyof LabelFonts, readonly string[]>;

let cached: LabelFonts | null = null;

function firstReadable(paths: readonly string[]): Buffer | null {
  const found = paths.find((path) => existsSync(path));
  return found ? readFileSync(found) : null;
}

export function resolveLabelFonts(candidates: FontCandidates): LabelFonts {
  const text = firstReadable(candidates.text) ?? 'Helvetica';
  return { text, hebrew: firstReadable(candidates.hebrew) ?? text };
}

/** The system fonts, read once per process: they do not change while the server runs. */
export function labelFonts(): LabelFonts {
  cached ??= resolveLabelFonts(SYSTEM_FONTS);
  return cached;
}

export type LabelFontName = 'label-hebrew' | 'label-text';

export interface TextRun {
  text: string;
  font: LabelFontName;
}

const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;
// A Hebrew run is one word: a Hebrew letter, then Hebrew letters and the punctuation Hebrew names use.
// Anything else between them (Latin, digits) is a left-to-right run.
const RUNS =
  /[\u0590-\u05ff\ufb1d-\ufb4f][\u0590-\u05ff\ufb1d-\ufb4f'"׳״.,-]*|[^\u0590-\u05ff\ufb1d-\ufb4f]+/g;
/**
 * The punctuation a Hebrew run may hold that Noto Sans Hebrew has no glyph for (it has the geresh,
 * gershayim and hyphen): drawn in the text font, or it comes out as a box ("פריחה, 12 צמחים").
 */
const NOT_IN_HEBREW_FONT = /([.,'"])/;

/**
 * A Hebrew word as the pieces it is drawn in, left to right: the letters in the Hebrew font and the
 * punctuation it lacks in the text font. The shaper reverses each piece of Hebrew on its own, so the
 * pieces of a word that reads right to left go in reverse order.
 */
function hebrewWord(word: string): TextRun[] {
  return word
    .split(NOT_IN_HEBREW_FONT)
    .filter((piece) => piece.length > 0)
    .reverse()
    .map((text) => ({ text, font: NOT_IN_HEBREW_FONT.test(text) ? 'label-text' : 'label-hebrew' }));
}

/**
 * `text` as runs in the order they are drawn left to right, each with the font that has its glyphs.
 * pdfkit has no bidirectional layout: the shaper reverses a Hebrew word on its own, so a right-to-left
 * line is drawn as its runs in reverse order (enough for names such as "ג'לטו 41"; not a full bidi, and
 * spacing between runs is normalised to one space). Punctuation inside a Hebrew word that the Hebrew font
 * lacks is a run of the text font, in its place.
 */
export function visualRuns(text: string): TextRun[] {
  if (!HEBREW.test(text)) return [{ text, font: 'label-text' }];
  const words = (text.match(RUNS) ?? [])
    .map((run) => run.trim())
    .filter((run) => run.length > 0)
    .map((run): TextRun[] => (HEBREW.test(run) ? hebrewWord(run) : [{ text: run, font: 'label-text' }]));
  // Spaces between words are runs of their own: pdfkit drops a space inside a continued Hebrew run.
  return words
    .reverse()
    .flatMap((word, index): TextRun[] => (index === 0 ? word : [{ text: ' ', font: 'label-text' }, ...word]));
}
