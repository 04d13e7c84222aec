import { existsSync, readFileSync } from 'node:fs';
import { create as parseFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONTS, visualRuns } from './label-fonts.ts';

describe('visualRuns', () => {
  it('leaves left-to-right text as one run in the text font', () => {
    expect(visualRuns('Северное сияние 2')).toEqual([{ text: 'Северное сияние 2', font: 'label-text' }]);
  });

  it('draws a Hebrew name with numbers right to left: runs reversed, each in a font that has it', () => {
    expect(visualRuns("ג'לטו 41")).toEqual([
      { text: '41', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: 'לטו', font: 'label-hebrew' },
      { text: "'", font: 'label-text' },
      { text: 'ג', font: 'label-hebrew' },
    ]);
    expect(visualRuns('לימון הייז')).toEqual([
      { text: 'הייז', font: 'label-hebrew' },
      { text: ' ', font: 'label-text' },
      { text: 'לימון', font: 'label-hebrew' },
    ]);
    expect(visualRuns('OG קוש 2')).toEqual([
      { text: '2', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: 'קוש', font: 'label-hebrew' },
      { text: ' ', font: 'label-text' },
      { text: 'OG', font: 'label-text' },
    ]);
  });

  it('draws the punctuation Noto Sans Hebrew lacks in the text font, where the shaper would put it', () => {
    // A group label's "Flower, 12 plants": read from the right, the stage with its comma, 12, "plants".
    expect(visualRuns('פריחה, 12 צמחים')).toEqual([
      { text: 'צמחים', font: 'label-hebrew' },
      { text: ' ', font: 'label-text' },
      { text: '12', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: ',', font: 'label-text' },
      { text: 'פריחה', font: 'label-hebrew' },
    ]);
    // "Gelato, 41": the apostrophe inside the word too, the word's pieces right to left.
    expect(visualRuns("ג'לטו, 41")).toEqual([
      { text: '41', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: ',', font: 'label-text' },
      { text: 'לטו', font: 'label-hebrew' },
      { text: "'", font: 'label-text' },
      { text: 'ג', font: 'label-hebrew' },
    ]);
    // The geresh, gershayim and hyphen are in the Hebrew font: the word stays whole.
    expect(visualRuns('מ״ל')).toEqual([{ text: 'מ״ל', font: 'label-hebrew' }]);
    expect(visualRuns('קו-טבע')).toEqual([{ text: 'קו-טבע', font: 'label-hebrew' }]);
  });

  it("puts in the Hebrew font only what the system's Hebrew font has glyphs for", () => {
    const hebrewFont = SYSTEM_FONTS.hebrew.find((path) => existsSync(path));
    // scripts/test-setup.mjs installs it (fonts-noto-core): without it this test would check nothing.
    expect(hebrewFont, 'Noto Sans Hebrew').toBeDefined();
    const font = parseFont(readFileSync(hebrewFont!));
    // Every mark a Hebrew word may hold, between Hebrew letters.
    const runs = visualRuns(`א'ב"ג׳ד״ה.ו,ז-ח`);
    const inHebrew = runs.filter((run) => run.font === 'label-hebrew').flatMap((run) => Array.from(run.text));
    expect(inHebrew.length).toBeGreaterThan(8);
    for (const char of inHebrew) {
      expect(font.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    }
    expect(runs.filter((run) => run.font === 'label-text').map((run) => run.text)).toEqual([
      ',',
      '.',
      '"',
      "'",
    ]);
  });
});
