/** A meter's lowest and highest running totals in and out over a stretch of time (null: no reading). */
export interface MeterExtremes {
  inMin: number | null;
  inMax: number | null;
  outMin: number | null;
  outMax: number | null;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Litres in and out per stretch (consecutive, in time order) from a meter's running totals: each
 * stretch's highest total less the one before's highest (the first stretch's, or after the meter restarted
 * from zero, its own lowest), never below zero; null for a stretch without readings of the line.
 */
export function meteredLitres(
  stretches: readonly MeterExtremes[],
): { in_l: number | null; out_l: number | null }[] {
  let previous: { in: number | null; out: number | null } = { in: null, out: null };
  const used = (low: number | null, high: number | null, before: number | null) => {
    if (high === null || low === null) return null;
    const start = before !== null && before <= high ? before : low;
    return round3(Math.max(0, high - start));
  };
  return stretches.map((s) => {
    const litres = {
      in_l: used(s.inMin, s.inMax, previous.in),
      out_l: used(s.outMin, s.outMax, previous.out),
    };
    previous = { in: s.inMax ?? previous.in, out: s.outMax ?? previous.out };
    return litres;
  });
}
