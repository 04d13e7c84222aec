import { describe, expect, it } from 'vitest';
import { carriesLabelMark, labelAddress } from './label-address';

describe('the address a cutting label encodes', () => {
  it("is the cutting's page marked as opened from a label", () => {
    expect(labelAddress('https://canopy.example/cutting/0192f1c2')).toBe(
      'https://canopy.example/cutting/0192f1c2?via=label',
    );
  });

  it('keeps a query the address already has', () => {
    expect(labelAddress('https://canopy.example/cutting/a1?x=1')).toBe(
      'https://canopy.example/cutting/a1?x=1&via=label',
    );
  });

  it('is read back from the query the page parses, and only with the exact mark', () => {
    const query = Object.fromEntries(new URL(labelAddress('https://c.example/cutting/a1')).searchParams);
    expect(carriesLabelMark(query)).toBe(true);
    // An old label (no query) and anything else are not a label scan.
    expect(carriesLabelMark({})).toBe(false);
    expect(carriesLabelMark({ via: 'link' })).toBe(false);
    expect(carriesLabelMark({ via: ['label'] })).toBe(false);
  });
});
