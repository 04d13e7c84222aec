import { existsSync, readFileSync } from 'node:fs';

/**
 * Strain names may be Hebrew or Cyrillic, which pdfkit's built-in Helvetica cannot draw. Noto fonts from
 * the system (Debian `fonts-noto-core`) are used when present; without them labels fall back to
 * Helvetica and such names come out as missing glyphs.
 */
const NOTO_DIR = '/usr/share/fonts/truetype/noto';
const CANDIDATES = {
  text: [`${NOTO_DIR}/NotoSans-Regular.ttf`, '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  hebrew: [`${NOTO_DIR}/NotoSansHebrew-Regular.ttf`],
};

export interface LabelFonts {
  /** Latin, Cyrillic, Greek: a font buffer, or the name of a built-in PDF font. */
  text: Buffer | 'Helvetica';
  /** Hebrew; falls back to `text` (which may not have the glyphs). */
  hebrew: Buffer | 'Helvetica';
}

let cached: LabelFonts | null = null;

function firstReadable(paths: readonly string[]): Buffer | null {
  const found = paths.find((path) => existsSync(path));
  return found ? readFileSync(found) : null;
}

/** Read once per process: the font files do not change while the server runs. */
export function labelFonts(): LabelFonts {
  if (!cached) {
    const text = firstReadable(CANDIDATES.text) ?? 'Helvetica';
    cached = { text, hebrew: firstReadable(CANDIDATES.hebrew) ?? text };
  }
  return cached;
}

const HEBREW = /[\u0590-\u05ff\ufb1d-\ufb4f]/;

/** Which registered font draws `text`: the Hebrew one when it has any Hebrew letter. */
export const fontFor = (text: string): 'label-hebrew' | 'label-text' =>
  HEBREW.test(text) ? 'label-hebrew' : 'label-text';
