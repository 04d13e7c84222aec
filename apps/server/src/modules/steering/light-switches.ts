/** A bucket of a room's light: the share of its readings with the lights on (0..1), null without one. */
export interface LightBucket {
  ts: number;
  light: number | null;
}

/** When the lights went on (`rises`) and off (`falls`), epoch ms, oldest first; `dataEnd` the last bucket's end. */
export interface LightSwitches {
  rises: number[];
  falls: number[];
  dataEnd: number | null;
}

/**
 * A phase shorter than this is flicker, not a day or a night: a lamp checked at night, a breaker tripped at
 * noon. It joins the phase around it.
 */
export const MIN_PHASE_MS = 60 * 60_000;

interface Phase {
  on: boolean;
  first: number;
  last: number;
}

/**
 * The lights' switches, from buckets of `size` ms: a bucket is lit when its share is at least one half; a
 * run of lit buckets after a dark one (each at least MIN_PHASE_MS long) is a lights-on, the reverse a
 * lights-off. Buckets without data are skipped (a phase goes on across a gap). The instant is placed
 * inside the bucket by its share: lights on at 06:02 light 3 of the 06:00 bucket's 5 minutes.
 */
export function lightSwitches(buckets: readonly LightBucket[], size: number): LightSwitches {
  const known = buckets.filter((b): b is { ts: number; light: number } => b.light !== null);
  const phases: Phase[] = [];
  known.forEach((bucket, index) => {
    const on = bucket.light >= 0.5;
    const last = phases.at(-1);
    if (last && last.on === on) last.last = index;
    else phases.push({ on, first: index, last: index });
  });
  const length = (p: Phase) => known[p.last]!.ts + size - known[p.first]!.ts;
  const steady: Phase[] = [];
  for (const phase of phases) {
    const last = steady.at(-1);
    if (last && (last.on === phase.on || length(phase) < MIN_PHASE_MS)) last.last = phase.last;
    // The data began inside a short phase: what it was part of is unknown, so it joins the next.
    else if (last && length(last) < MIN_PHASE_MS && steady.length === 1) steady[0] = { ...phase, first: 0 };
    else steady.push({ ...phase });
  }
  const rises: number[] = [];
  const falls: number[] = [];
  for (let i = 1; i < steady.length; i += 1) {
    const before = known[steady[i]!.first - 1]!;
    const after = known[steady[i]!.first]!;
    const adjacent = after.ts - before.ts === size;
    if (steady[i]!.on) {
      // Lit for the end of the bucket its share says: the dark one before it if that one was lit a little.
      rises.push(
        adjacent && before.light > 0
          ? before.ts + (1 - before.light) * size
          : after.ts + (1 - after.light) * size,
      );
    } else {
      // Lit for the start of the bucket its share says: the lit one before it if this one was wholly dark.
      falls.push(
        after.light > 0 || !adjacent ? after.ts + after.light * size : before.ts + before.light * size,
      );
    }
  }
  return { rises, falls, dataEnd: known.length === 0 ? null : known.at(-1)!.ts + size };
}
