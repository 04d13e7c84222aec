import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { RunClimate, RunClimatePoint } from '@canopy/shared/schemas/run-climate';
import type { VpdTargets } from '@canopy/shared/schemas/site';

/** One stage's room climate: means over the run climate's buckets in its bands; null where none. */
export interface StageClimate {
  stage: GrowingStage;
  rooms: string[];
  temperature: number | null;
  humidity: number | null;
  vpd: number | null;
  co2: number | null;
  /** Share of the buckets with VPD inside the site's target for the stage, in %. */
  vpdInTargetPct: number | null;
}

const mean = (values: readonly (number | null)[]) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};

/**
 * Climate by stage from what `GET /api/runs/{id}/climate` answers (its bands and buckets): each growing
 * stage's buckets are those starting inside one of its bands, so the means are those of the screen's
 * chart over the same stretch.
 */
export function climateByStage(climate: RunClimate, targets: VpdTargets): StageClimate[] {
  const rows: StageClimate[] = [];
  for (const stage of GROWING_STAGES) {
    const bands = climate.bands.filter((band) => band.stage === stage && band.from < band.to);
    if (bands.length === 0) continue;
    const points: RunClimatePoint[] = climate.points.filter((point) =>
      bands.some((band) => point.ts >= band.from && point.ts < band.to),
    );
    const target = targets[stage];
    const vpds = points.map((point) => point.vpd).filter((vpd): vpd is number => vpd !== null);
    const inside = target ? vpds.filter((vpd) => vpd >= target.min && vpd <= target.max).length : 0;
    rows.push({
      stage,
      rooms: [...new Set(bands.map((band) => band.roomName))],
      temperature: mean(points.map((point) => point.temperature)),
      humidity: mean(points.map((point) => point.humidity)),
      vpd: mean(vpds),
      co2: mean(points.map((point) => point.co2)),
      vpdInTargetPct: target && vpds.length > 0 ? (inside / vpds.length) * 100 : null,
    });
  }
  return rows;
}
