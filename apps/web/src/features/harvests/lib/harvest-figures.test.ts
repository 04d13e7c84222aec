import { describe, expect, it } from 'vitest';
import { aHarvest, totals } from '../testing/harvest-factory';
import { dryLoss, dryPerPlant, newestFirst } from './harvest-figures';

describe('a harvest in figures', () => {
  it('divides the dry grams by the plants harvested and takes the dry loss off the wet weight', () => {
    const harvest = aHarvest({ plantCount: 40, totals: totals({ wet: 20_000, dry: 4_400 }) });
    expect(dryPerPlant(harvest)).toBe(110);
    expect(dryLoss(harvest)).toBeCloseTo(0.78, 10);
  });

  it('has neither figure before the weights it needs are in', () => {
    expect(dryPerPlant(aHarvest({ totals: totals({ wet: 20_000 }) }))).toBeNull();
    expect(dryLoss(aHarvest({ totals: totals({ wet: 20_000 }) }))).toBeNull();
    expect(dryLoss(aHarvest({ totals: totals({ dry: 4_400 }) }))).toBeNull();
  });

  it('lists the newest harvest first', () => {
    const older = aHarvest({ _id: 'h1', at: '2026-10-01T08:00:00.000Z' });
    const newer = aHarvest({ _id: 'h2', at: '2026-11-01T08:00:00.000Z' });
    expect(newestFirst([older, newer]).map((harvest) => harvest._id)).toEqual(['h2', 'h1']);
  });
});
