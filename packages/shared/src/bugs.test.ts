import { describe, expect, it } from 'vitest';
import { BUG_NEW_WINDOW_MS, BUG_RECENT_CHANGE_WINDOW_MS } from './constants.ts';
import { bugSortGroup, isNewBug, isRecentlyChanged, keepLivePins, lastActivity, sortBugs } from './bugs.ts';

const bug = (id: string, status: string, createdAt: string) => ({ _id: id, status, createdAt });

describe('sortBugs', () => {
  const bugs = [
    bug('a', 'open', '2026-01-01T00:00:00Z'),
    bug('b', 'closed', '2026-01-05T00:00:00Z'),
    bug('c', 'very_urgent', '2026-01-02T00:00:00Z'),
    bug('d', 'in_progress', '2026-01-04T00:00:00Z'),
    bug('e', 'urgent', '2026-01-03T00:00:00Z'),
    bug('f', 'mystery', '2026-01-06T00:00:00Z'),
    bug('g', 'open', '2026-01-07T00:00:00Z'),
  ];

  it('by priority: very_urgent, urgent, open, in_progress, then others; newest first within a status', () => {
    expect(sortBugs(bugs, 'priority').map((b) => b._id)).toEqual(['c', 'e', 'g', 'a', 'd', 'f', 'b']);
  });

  it('by date, newest first and oldest first', () => {
    expect(sortBugs(bugs, 'newest').map((b) => b._id)).toEqual(['g', 'f', 'b', 'd', 'e', 'c', 'a']);
    expect(sortBugs(bugs, 'oldest').map((b) => b._id)).toEqual(['a', 'c', 'e', 'd', 'b', 'f', 'g']);
  });

  it('by status in workflow order, unknown statuses last', () => {
    expect(sortBugs(bugs, 'status').map((b) => b.status)).toEqual([
      'open',
      'open',
      'urgent',
      'very_urgent',
      'in_progress',
      'closed',
      'mystery',
    ]);
  });

  it('breaks a tie of creation time by id, as the server pages them (greater first, or smaller when oldest)', () => {
    const twins = [bug('x1', 'open', '2026-01-01T00:00:00Z'), bug('x2', 'open', '2026-01-01T00:00:00Z')];
    for (const sort of ['priority', 'newest', 'status'] as const) {
      expect(sortBugs(twins, sort).map((b) => b._id)).toEqual(['x2', 'x1']);
      expect(sortBugs([...twins].reverse(), sort).map((b) => b._id)).toEqual(['x2', 'x1']);
    }
    expect(sortBugs([...twins].reverse(), 'oldest').map((b) => b._id)).toEqual(['x1', 'x2']);
  });

  it('names the group of a status under each grouped sort, every unknown status in the last', () => {
    expect(
      ['very_urgent', 'urgent', 'open', 'in_progress', 'closed', 'mystery'].map((s) =>
        bugSortGroup('priority', s),
      ),
    ).toEqual([0, 1, 2, 3, 4, 4]);
    expect(
      ['open', 'urgent', 'very_urgent', 'in_progress', 'closed', 'mystery'].map((s) =>
        bugSortGroup('status', s),
      ),
    ).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('does not reorder the array it was given', () => {
    const copy = [...bugs];
    sortBugs(bugs, 'priority');
    expect(bugs).toEqual(copy);
  });
});

describe('time marks', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('marks a bug new for 12 hours after creation', () => {
    expect(isNewBug({ createdAt: new Date(now - BUG_NEW_WINDOW_MS + 1).toISOString() }, now)).toBe(true);
    expect(isNewBug({ createdAt: new Date(now - BUG_NEW_WINDOW_MS).toISOString() }, now)).toBe(false);
  });

  it('counts a change or a comment within 10 minutes as recent', () => {
    const old = new Date(now - BUG_RECENT_CHANGE_WINDOW_MS).toISOString();
    const fresh = new Date(now - BUG_RECENT_CHANGE_WINDOW_MS + 1).toISOString();
    expect(isRecentlyChanged({ updatedAt: old, lastComment: null }, now)).toBe(false);
    expect(isRecentlyChanged({ updatedAt: fresh, lastComment: null }, now)).toBe(true);
    expect(isRecentlyChanged({ updatedAt: old, lastComment: { createdAt: fresh } }, now)).toBe(true);
    expect(lastActivity({ updatedAt: old, lastComment: { createdAt: fresh } })).toBe(fresh);
  });
});

describe('keepLivePins', () => {
  it('drops pins of closed bugs and of bugs that no longer exist, keeping the order', () => {
    const bugs = [
      { _id: 'a', status: 'open' },
      { _id: 'b', status: 'closed' },
      { _id: 'c', status: 'urgent' },
    ];
    expect(keepLivePins(['c', 'b', 'gone', 'a'], bugs)).toEqual(['c', 'a']);
  });
});
