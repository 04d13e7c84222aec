import { describe, expect, it } from 'vitest';
import { stageInRoom, type StageMove } from './day-stage.ts';

const move = (
  groupId: string,
  stage: string,
  roomId: string,
  day: number,
  plantCount: number,
): StageMove => ({
  groupId,
  stage,
  roomId,
  at: new Date(Date.UTC(2026, 4, day)).toISOString(),
  plantCount,
});
const on = (day: number) => Date.UTC(2026, 4, day, 12);

describe('the stage of a room', () => {
  it('is the stage most plants in the room held then', () => {
    const stageAt = stageInRoom(
      [
        move('a', 'veg', 'r', 1, 10),
        move('b', 'flower', 'r', 3, 6),
        move('a', 'flower', 'other', 5, 10),
        move('c', 'propagation', 'r', 6, 30),
        move('c', 'done', 'r', 8, 30),
      ],
      'r',
    );
    expect([0, 1, 3, 5, 6, 8].map((day) => stageAt(on(day)))).toEqual([
      null,
      'veg',
      'veg',
      'flower',
      'propagation',
      'flower',
    ]);
  });
});
