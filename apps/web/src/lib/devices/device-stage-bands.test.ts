import { describe, expect, it } from 'vitest';
import type { StageBand } from '@canopy/shared/schemas/annotations';
import { dominantStageBands } from './device-stage-bands';

const band = (groupId: string, stage: StageBand['stage'], from: number, to: number, plantCount: number) => ({
  from,
  to,
  stage,
  runId: 'run',
  runCode: 'R-2026-014',
  groupId,
  plantCount,
  roomId: 'room',
  roomName: 'Room A',
});

describe('the stage bands a device chart shades', () => {
  it('gives each moment to the group with most plants, and the room back to the others around it', () => {
    const shaded = dominantStageBands([band('small', 'veg', 0, 100, 5), band('big', 'flower', 40, 70, 30)]);
    expect(shaded.map((b) => [b.groupId, b.stage, b.from, b.to])).toEqual([
      ['small', 'veg', 0, 40],
      ['big', 'flower', 40, 70],
      ['small', 'veg', 70, 100],
    ]);
  });

  it('breaks a tie for the band that began first, and leaves gaps unshaded', () => {
    const shaded = dominantStageBands([
      band('later', 'flower', 20, 50, 10),
      band('first', 'veg', 10, 50, 10),
      band('alone', 'dry', 80, 90, 1),
    ]);
    expect(shaded.map((b) => [b.groupId, b.from, b.to])).toEqual([
      ['first', 10, 50],
      ['alone', 80, 90],
    ]);
  });

  it('joins the stretches of one band split by another band starting or ending under it', () => {
    const shaded = dominantStageBands([band('big', 'flower', 0, 100, 30), band('small', 'veg', 30, 60, 5)]);
    expect(shaded).toEqual([band('big', 'flower', 0, 100, 30)]);
  });
});
