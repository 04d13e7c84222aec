import { describe, expect, it } from 'vitest';
import { plantsAt, standingAt, type EventAt } from './groups-at.ts';

const event = (
  group: string,
  stage: EventAt['stage'],
  room: string,
  at: string,
  split: string | null = null,
): EventAt => ({ run_id: 'run', group_id: group, split_group_id: split, stage, room_id: room, at });

describe('the groups standing in a room at an instant', () => {
  const events = [
    event('a', 'veg', 'veg', '2026-01-01T08:00:00.000Z'),
    event('a', 'flower', 'flower', '2026-02-01T08:00:00.000Z'),
    // Ten plants of a split off into the dry room; a stays in flower.
    event('a', 'dry', 'dry', '2026-04-01T08:00:00.000Z', 'b'),
    event('a', 'done', 'dry', '2026-05-01T08:00:00.000Z'),
    event('c', 'flower', 'flower', '2026-03-01T08:00:00.000Z'),
  ];

  it('gives each group the stage and room of its latest event up to the instant', () => {
    expect(standingAt('flower', '2026-01-15T00:00:00.000Z', events)).toEqual([]);
    expect(standingAt('veg', '2026-01-15T00:00:00.000Z', events)).toEqual([
      { runId: 'run', groupId: 'a', stage: 'veg', since: '2026-01-01T08:00:00.000Z' },
    ]);
    // At the move's very instant the group is where it went.
    expect(standingAt('flower', '2026-02-01T08:00:00.000Z', events).map((g) => g.groupId)).toEqual(['a']);
    expect(standingAt('flower', '2026-03-15T00:00:00.000Z', events).map((g) => g.groupId)).toEqual([
      'a',
      'c',
    ]);
  });

  it('keeps a split-off group apart from its parent, which stays where it was', () => {
    const april = '2026-04-15T00:00:00.000Z';
    expect(standingAt('flower', april, events).map((g) => g.groupId)).toEqual(['a', 'c']);
    expect(standingAt('dry', april, events)).toEqual([
      { runId: 'run', groupId: 'b', stage: 'dry', since: '2026-04-01T08:00:00.000Z' },
    ]);
  });

  it('leaves out groups done or lost by then', () => {
    expect(standingAt('dry', '2026-05-02T00:00:00.000Z', events).map((g) => g.groupId)).toEqual(['b']);
    expect(standingAt('flower', '2026-05-02T00:00:00.000Z', events).map((g) => g.groupId)).toEqual(['c']);
  });

  it("counts each group's plants back from today's: plus what it lost or had split off later", () => {
    const standing = standingAt('flower', '2026-03-15T00:00:00.000Z', events);
    const now = new Map([
      ['a', 25],
      ['c', 0],
    ]);
    const later = [
      { groupId: 'a', count: 10 },
      { groupId: 'a', count: 2 },
      { groupId: 'c', count: 30 },
    ];
    expect(plantsAt(standing, now, later).map((g) => [g.groupId, g.plantCount])).toEqual([
      ['a', 37],
      ['c', 30],
    ]);
    // A group with no plant left then is not standing.
    expect(plantsAt(standing, now, []).map((g) => g.groupId)).toEqual(['a']);
  });
});
