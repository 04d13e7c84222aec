import { describe, expect, it } from 'vitest';
import { stageBands, stageMarks, type RoomStageEvent, type RoomStay } from './stage-timeline.ts';

const day = (n: number) => Date.UTC(2026, 5, n);
const event = (fields: Partial<RoomStageEvent> & Pick<RoomStageEvent, 'id' | 'groupId' | 'stage'>) => ({
  runId: 'run',
  runCode: 'R-2026-001',
  strainName: 'Haze',
  roomId: 'a',
  fromRoomId: null,
  at: new Date(day(1)).toISOString(),
  seq: 1,
  plantCount: 10,
  by: null,
  ...fields,
});
const inA: RoomStay = { roomId: 'a', roomName: 'A', since: null, until: null };
const range = { from: day(1), to: day(30) };

describe('stage bands', () => {
  it('keeps a band across a split off the group, and ends it at done', () => {
    const events = [
      event({ id: '1', groupId: 'g', stage: 'veg', plantCount: 30 }),
      // Ten plants split off to flower in the same room: a band of their own, the parent's goes on.
      event({ id: '2', groupId: 'child', stage: 'flower', fromRoomId: 'a', at: '2026-06-05T00:00:00.000Z' }),
      event({ id: '3', groupId: 'g', stage: 'done', fromRoomId: 'a', at: '2026-06-20T00:00:00.000Z' }),
    ];
    expect(
      stageBands([inA], events, range).map((b) => [b.groupId, b.stage, b.from, b.to, b.plantCount]),
    ).toEqual([
      ['g', 'veg', day(1), day(20), 30],
      ['child', 'flower', day(5), day(30), 10],
    ]);
  });

  it('shades nothing outside the stays, and nothing for a room the device was never in', () => {
    const stays: RoomStay[] = [
      { roomId: 'a', roomName: 'A', since: null, until: day(10) },
      { roomId: 'a', roomName: 'A', since: day(20), until: null },
    ];
    const events = [
      event({ id: '1', groupId: 'g', stage: 'veg' }),
      event({ id: '2', groupId: 'h', stage: 'veg', roomId: 'b' }),
    ];
    expect(stageBands(stays, events, range).map((b) => [b.from, b.to])).toEqual([
      [day(1), day(10)],
      [day(20), day(30)],
    ]);
  });
});

describe('stage marks', () => {
  it('takes events inside a stay in the room the group entered or left, the stay ending before its end', () => {
    const stays: RoomStay[] = [{ roomId: 'a', roomName: 'A', since: day(2), until: day(10) }];
    const events = [
      event({ id: 'before', groupId: 'g', stage: 'veg' }),
      event({
        id: 'left',
        groupId: 'g',
        stage: 'flower',
        roomId: 'b',
        fromRoomId: 'a',
        at: '2026-06-05T00:00:00.000Z',
      }),
      event({ id: 'elsewhere', groupId: 'h', stage: 'veg', roomId: 'b', at: '2026-06-06T00:00:00.000Z' }),
      event({
        id: 'at-the-end',
        groupId: 'g',
        stage: 'veg',
        roomId: 'a',
        fromRoomId: 'b',
        at: '2026-06-10T00:00:00.000Z',
      }),
    ];
    expect(stageMarks(stays, events, range).map((mark) => mark.id)).toEqual(['left']);
  });
});
