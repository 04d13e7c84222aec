import { describe, expect, it } from 'vitest';
import { lineRuns } from './write-line.ts';

const drawn = (text: string) => lineRuns(text).map((run) => run.text);

describe('a line in visual order', () => {
  it('keeps a left-to-right line as one run', () => {
    expect(drawn('R-2026-014 · Spring: 12')).toEqual(['R-2026-014 · Spring: 12']);
  });

  it('draws a separator between a code and Hebrew on the code’s Hebrew side', () => {
    // Left to right on the page: the Hebrew name, then "·", then the code (it reads right to left).
    expect(drawn('R-2026-014 · אביב')).toEqual(['אביב', ' ', '· R-2026-014']);
    expect(drawn('זן: Lemon Haze')).toEqual(['Lemon Haze :', ' ', 'זן']);
  });

  it('leaves punctuation inside a left-to-right run where it is', () => {
    expect(drawn('זנים 41, Lemon Haze')).toEqual(['41, Lemon Haze', ' ', 'זנים']);
  });
});
