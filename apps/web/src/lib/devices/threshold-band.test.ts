import { describe, expect, it } from 'vitest';
import { phaseRuns } from './threshold-band';

describe('phaseRuns', () => {
  it('cuts the axis where day turns to night and back, each run ending where the next starts', () => {
    expect(phaseRuns([0, 60, 120, 180, 240], [1, 1, 0, null, 0.8], 300)).toEqual([
      { from: 0, to: 120, phase: 'day' },
      { from: 120, to: 180, phase: 'night' },
      { from: 180, to: 240, phase: null },
      { from: 240, to: 300, phase: 'day' },
    ]);
  });

  it('reads a bucket mostly in day light as day', () => {
    expect(phaseRuns([0, 3600], [0.4, 0.6], 7200).map((run) => run.phase)).toEqual(['night', 'day']);
  });
});
