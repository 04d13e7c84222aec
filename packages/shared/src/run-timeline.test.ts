import { describe, expect, it } from 'vitest';
import { DEFAULT_PLANNED_DAYS } from './crop.ts';
import { stageTimeline } from './run-timeline.ts';

const zone = 'Asia/Jerusalem';
const base = { plannedDays: DEFAULT_PLANNED_DAYS };

describe('stageTimeline', () => {
  it('counts a finished stage by calendar days in the site zone and the current one up to today', () => {
    const bands = stageTimeline(
      {
        ...base,
        events: [
          { stage: 'propagation', at: '2026-09-01T06:00:00.000Z' },
          { stage: 'veg', at: '2026-09-15T06:00:00.000Z' },
          { stage: 'flower', at: '2026-10-20T06:00:00.000Z' },
        ],
        currentStages: ['flower'],
      },
      new Date('2026-11-11T10:00:00.000Z'),
      zone,
    );
    expect(bands).toEqual([
      { stage: 'propagation', planned: 14, actual: 14, status: 'done', from: '2026-09-01', to: '2026-09-15' },
      { stage: 'veg', planned: 28, actual: 35, status: 'done', from: '2026-09-15', to: '2026-10-20' },
      { stage: 'flower', planned: 63, actual: 23, status: 'current', from: '2026-10-20', to: null },
      { stage: 'dry', planned: 10, actual: null, status: 'upcoming', from: null, to: null },
      { stage: 'cure', planned: 21, actual: null, status: 'upcoming', from: null, to: null },
    ]);
  });

  it('keeps a stage current while any group is in it, and calls a stage the run began after skipped', () => {
    const bands = stageTimeline(
      {
        ...base,
        events: [
          { stage: 'veg', at: '2026-10-01T06:00:00.000Z' },
          { stage: 'flower', at: '2026-10-20T06:00:00.000Z' },
        ],
        currentStages: ['veg', 'flower'],
      },
      new Date('2026-10-21T10:00:00.000Z'),
      zone,
    );
    expect(bands.find((band) => band.stage === 'veg')).toMatchObject({ actual: 21, status: 'current' });
    expect(bands.find((band) => band.stage === 'flower')).toMatchObject({ actual: 2, status: 'current' });
    expect(bands.find((band) => band.stage === 'propagation')).toMatchObject({
      actual: null,
      status: 'skipped',
    });
  });

  it('starts day 2 on the next local morning after a 23:30 move (days are the site zone’s dates)', () => {
    const [, veg] = stageTimeline(
      {
        ...base,
        // 23:30 in Jerusalem (UTC+2 in November).
        events: [{ stage: 'veg', at: '2026-11-10T21:30:00.000Z' }],
        currentStages: ['veg'],
      },
      new Date('2026-11-11T06:00:00.000Z'),
      zone,
    );
    expect(veg).toMatchObject({ actual: 2, status: 'current' });
  });

  it('ends a stage with the first move to any later stage, and ignores whole groups lost', () => {
    const bands = stageTimeline(
      {
        ...base,
        events: [
          { stage: 'flower', at: '2026-08-01T06:00:00.000Z' },
          { stage: 'lost', at: '2026-08-20T06:00:00.000Z' },
          { stage: 'done', at: '2026-10-03T06:00:00.000Z' },
        ],
        currentStages: ['done'],
      },
      new Date('2026-11-01T10:00:00.000Z'),
      zone,
    );
    expect(bands.find((band) => band.stage === 'flower')).toMatchObject({ actual: 63, status: 'done' });
  });
});
