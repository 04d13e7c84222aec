import { describe, expect, it } from 'vitest';
import { lossCounts, splitCounts } from './count-preview';

describe('count previews', () => {
  it('says how many move and how many stay, always adding up to the group', () => {
    expect(splitCounts(100, 30)).toEqual({ moving: 30, staying: 70 });
    expect(splitCounts(100, 100)).toEqual({ moving: 100, staying: 0 });
  });

  it('shows nothing for a count the group cannot give', () => {
    expect([
      splitCounts(100, Number.NaN),
      splitCounts(100, 0),
      splitCounts(100, 101),
      splitCounts(100, 2.5),
    ]).toEqual([null, null, null, null]);
  });

  it('says what a loss leaves', () => {
    expect(lossCounts(40, 3)).toEqual({ lost: 3, left: 37 });
    expect(lossCounts(40, 41)).toBeNull();
  });
});
