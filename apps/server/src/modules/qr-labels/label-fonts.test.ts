import { describe, expect, it } from 'vitest';
import { visualRuns } from './label-fonts.ts';

describe('visualRuns', () => {
  it('leaves left-to-right text as one run in the text font', () => {
    expect(visualRuns('Северное сияние 2')).toEqual([{ text: 'Северное сияние 2', font: 'label-text' }]);
  });

  it('draws a Hebrew name with numbers right to left: runs reversed, each in a font that has it', () => {
    expect(visualRuns("ג'לטו 41")).toEqual([
      { text: '41', font: 'label-text' },
      { text: ' ', font: 'label-text' },
      { text: "ג'לטו", font: 'label-hebrew' },
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
});
