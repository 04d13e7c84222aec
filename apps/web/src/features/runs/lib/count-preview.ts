/**
 * How a move or split leaves the counts: `moving` go, `staying` stay; null while the count is not valid (NaN
 * while the field is empty).
 */
export function splitCounts(groupCount: number, moving: number): { moving: number; staying: number } | null {
  if (!Number.isInteger(moving) || moving < 1 || moving > groupCount) return null;
  return { moving, staying: groupCount - moving };
}

/** What a loss leaves in the group; null while the count is not valid. */
export function lossCounts(groupCount: number, lost: number): { lost: number; left: number } | null {
  if (!Number.isInteger(lost) || lost < 1 || lost > groupCount) return null;
  return { lost, left: groupCount - lost };
}
