import { describe, expect, it } from 'vitest';
import { aFeed, aScouting, aTreatment } from '../../../testing/crop/feeding-factory';
import { roomEntries } from './room-entries';

describe('roomEntries', () => {
  it("joins an entry's rows into one, and lists the kinds together newest first", () => {
    const entries = roomEntries({
      feeds: [
        aFeed({ _id: 'a', entryId: 'feed-new', groupId: 'g1', at: '2026-11-22T08:00:00.000Z' }),
        aFeed({ _id: 'b', entryId: 'feed-new', groupId: 'g2', at: '2026-11-22T08:00:00.000Z' }),
        aFeed({ _id: 'c', entryId: 'feed-old', at: '2026-11-19T08:00:00.000Z' }),
      ],
      scouting: [aScouting({ entryId: 'scout', at: '2026-11-21T08:00:00.000Z' })],
      treatments: [aTreatment({ entryId: 'treat', at: '2026-11-20T08:00:00.000Z' })],
    });
    expect(entries.map((entry) => [entry.kind, entry.entryId, entry.row._id])).toEqual([
      ['feed', 'feed-new', 'a'],
      ['scouting', 'scout', 'row-s1'],
      ['treatment', 'treat', 'row-t1'],
      ['feed', 'feed-old', 'c'],
    ]);
  });

  it('puts the later recorded of two entries given at the same time first', () => {
    const at = '2026-11-22T08:00:00.000Z';
    const entries = roomEntries({
      feeds: [aFeed({ entryId: 'feed', at, createdAt: '2026-11-22T08:01:00.000Z' })],
      scouting: [aScouting({ entryId: 'scout', at, createdAt: '2026-11-22T08:05:00.000Z' })],
      treatments: [],
    });
    expect(entries.map((entry) => entry.entryId)).toEqual(['scout', 'feed']);
  });
});
