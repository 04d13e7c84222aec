import { describe, expect, it } from 'vitest';
import { recordsOfLineage } from './group-history.ts';
import type { EventRow, GroupRow } from './runs.repository.ts';

const group = (id: string, parent: string | null) => ({ id, parent_group_id: parent }) as GroupRow;
const split = (parent: string, child: string, at: string) =>
  ({ id: `e-${child}`, group_id: parent, split_group_id: child, at }) as EventRow;

describe("the records of a group's plants", () => {
  // a, split into b on 1 March, b split into c on 1 April; d is a stranger.
  const groups = [group('a', null), group('b', 'a'), group('c', 'b'), group('d', null)];
  const events = [split('a', 'b', '2026-03-01T00:00:00.000Z'), split('b', 'c', '2026-04-01T00:00:00.000Z')];
  const ours = recordsOfLineage('c', groups, events);

  it("takes its own records, and its parents' from before it split off", () => {
    expect(ours({ groupId: 'c', at: '2026-05-01T00:00:00.000Z' })).toBe(true);
    expect(ours({ groupId: 'b', at: '2026-03-15T00:00:00.000Z' })).toBe(true);
    expect(ours({ groupId: 'a', at: '2026-02-15T00:00:00.000Z' })).toBe(true);
  });

  it("leaves out its parents' records from after, and other groups'", () => {
    expect(ours({ groupId: 'b', at: '2026-04-01T00:00:00.000Z' })).toBe(false);
    expect(ours({ groupId: 'a', at: '2026-03-15T00:00:00.000Z' })).toBe(false);
    expect(ours({ groupId: 'd', at: '2026-02-15T00:00:00.000Z' })).toBe(false);
    expect(ours({ groupId: null, at: '2026-02-15T00:00:00.000Z' })).toBe(false);
  });

  it('takes every record of a group that never split off', () => {
    const mine = recordsOfLineage('a', groups, events);
    expect(mine({ groupId: 'a', at: '2026-06-01T00:00:00.000Z' })).toBe(true);
    expect(mine({ groupId: 'b', at: '2026-03-15T00:00:00.000Z' })).toBe(false);
  });
});
