import type { Feed, RoomFeeding, Scouting, Treatment } from '@canopy/shared/schemas/feeding';

/**
 * One entry of a room as it was given: a feed, a sighting or a treatment. The server keeps an entry as one
 * row per group growing in the room; what the room shows of it is common to its rows, so the first stands
 * for them all.
 */
export type RoomEntry =
  | { kind: 'feed'; entryId: string; row: Feed }
  | { kind: 'scouting'; entryId: string; row: Scouting }
  | { kind: 'treatment'; entryId: string; row: Treatment };

/** The first row of each entry, in the order given. */
function firstRows<Row extends { entryId: string }>(rows: readonly Row[]): Row[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.entryId) && seen.add(row.entryId));
}

/** The room's feeds, scouting and treatments as one list, one line per entry, newest first. */
export function roomEntries(feeding: RoomFeeding): RoomEntry[] {
  const entries: RoomEntry[] = [
    ...firstRows(feeding.feeds).map((row) => ({ kind: 'feed' as const, entryId: row.entryId, row })),
    ...firstRows(feeding.scouting).map((row) => ({ kind: 'scouting' as const, entryId: row.entryId, row })),
    ...firstRows(feeding.treatments).map((row) => ({
      kind: 'treatment' as const,
      entryId: row.entryId,
      row,
    })),
  ];
  // Entries given at the same minute keep the order they were recorded in.
  return entries.sort(
    (a, b) => Date.parse(b.row.at) - Date.parse(a.row.at) || b.row.createdAt.localeCompare(a.row.createdAt),
  );
}
