import type { StageBand } from '@canopy/shared/schemas/annotations';

/** Flower of run R-2026-014's group of 30 in Room A, from `from` to `to` (ms), as the stage-bands route sends it. */
export const aFlowerBand = (from: number, to: number): StageBand => ({
  from,
  to,
  stage: 'flower',
  runId: 'run-1',
  runCode: 'R-2026-014',
  groupId: 'group-1',
  plantCount: 30,
  roomId: 'room-a',
  roomName: 'Room A',
});
