import type { StageBand } from '@canopy/shared/schemas/annotations';

/** The band that wins a moment several share: most plants, then the one that began first. */
const outranks = (a: StageBand, b: StageBand) =>
  a.plantCount !== b.plantCount
    ? a.plantCount > b.plantCount
    : a.from !== b.from
      ? a.from < b.from
      : a.groupId < b.groupId;

/**
 * What a device's charts shade when groups share its room at once: at each moment the group with most
 * plants, as the device's card names it, rather than every group stacked. Translucent fills stacked mix
 * into colours no stage has and their labels overwrite each other; the other groups stay in the list of
 * marks (their stage events). Adjacent stretches of one band join again.
 */
export function dominantStageBands(bands: readonly StageBand[]): StageBand[] {
  const edges = [...new Set(bands.flatMap((band) => [band.from, band.to]))].sort((a, b) => a - b);
  const shaded: StageBand[] = [];
  for (let i = 0; i + 1 < edges.length; i += 1) {
    const [from, to] = [edges[i]!, edges[i + 1]!];
    let top: StageBand | null = null;
    for (const band of bands) {
      if (band.from <= from && band.to >= to && (!top || outranks(band, top))) top = band;
    }
    if (!top) continue;
    const last = shaded.at(-1);
    if (last && last.to === from && last.groupId === top.groupId && last.stage === top.stage) last.to = to;
    else shaded.push({ ...top, from, to });
  }
  return shaded;
}
