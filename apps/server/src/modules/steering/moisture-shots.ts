import { SHOT_MOISTURE_RISE, SHOT_RISE_WINDOW_MS } from '@canopy/shared/schemas/steering';

/** A soil probe's bucket: its average moisture (%), null without a reading. */
export interface MoistureBucket {
  ts: number;
  moisture: number | null;
}

/**
 * When shots began by one probe's moisture, where the room has no meter (DESIGN section 23): a rise of at
 * least SHOT_MOISTURE_RISE points within SHOT_RISE_WINDOW_MS over the lowest bucket before it (a gap in the data is no rise). One rise is
 * one shot, however many buckets it climbs through: the next shot is looked for from the rise's top. The
 * shot began in the bucket after the low one.
 */
export function moistureShots(buckets: readonly MoistureBucket[]): number[] {
  const known = buckets.filter((b): b is { ts: number; moisture: number } => b.moisture !== null);
  const shots: number[] = [];
  let floor = 0;
  for (let i = 1; i < known.length; i += 1) {
    let low = -1;
    for (let j = i - 1; j >= floor && known[i]!.ts - known[j]!.ts <= SHOT_RISE_WINDOW_MS; j -= 1) {
      if (low < 0 || known[j]!.moisture < known[low]!.moisture) low = j;
    }
    if (low < 0 || known[i]!.moisture - known[low]!.moisture < SHOT_MOISTURE_RISE) continue;
    shots.push(known[low + 1]!.ts);
    while (i + 1 < known.length && known[i + 1]!.moisture > known[i]!.moisture) i += 1;
    floor = i;
  }
  return shots;
}
