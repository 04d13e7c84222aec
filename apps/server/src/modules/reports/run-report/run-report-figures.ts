import { GROWING_STAGES, type GrowingStage, type Stage } from '@canopy/shared/crop';
import type { RunClimate, RunClimatePoint } from '@canopy/shared/schemas/run-climate';
import type { Run } from '@canopy/shared/schemas/runs';
import type { VpdTargets } from '@canopy/shared/schemas/site';
import { dayOfStage, daysBetweenDates, localDate } from '@canopy/shared/site-days';

/** A growing stage of the run as the run page's timeline shows it; null dates where it never began. */
export interface TimelineRow {
  stage: GrowingStage;
  /** Local dates (site zone) of its start and end; `to` null while a group is still in it. */
  from: string | null;
  to: string | null;
  /** Days it took, or has taken so far (day of stage); null before any plant reached it. */
  days: number | null;
  planned: number;
}

const order = (stage: Stage) =>
  stage === 'done' ? GROWING_STAGES.length : GROWING_STAGES.indexOf(stage as GrowingStage);
const earliest = (instants: readonly string[]) =>
  instants.reduce<string | null>((a, b) => (a === null || b < a ? b : a), null);

/**
 * The run's stages by the rule of the run page's timeline (web features/runs/lib/stage-timeline.ts): a
 * stage starts with the first plants that reach it and ends with the first that move on; while a group
 * is in it, its days are the day of stage today; calendar days in the site's zone.
 */
export function timelineOf(run: Run, now: Date, timeZone: string): TimelineRow[] {
  const current = run.groups.map((group) => group.stage);
  return GROWING_STAGES.map((stage): TimelineRow => {
    const planned = run.plannedDays[stage];
    const start = earliest(run.events.filter((e) => e.stage === stage).map((e) => e.at));
    if (start === null) return { stage, from: null, to: null, days: null, planned };
    if (current.includes(stage)) {
      return {
        stage,
        from: localDate(start, timeZone),
        to: null,
        days: dayOfStage(start, now, timeZone),
        planned,
      };
    }
    const end = earliest(
      run.events.filter((e) => e.stage !== 'lost' && order(e.stage) > order(stage)).map((e) => e.at),
    );
    const days = end === null ? 0 : daysBetweenDates(localDate(start, timeZone), localDate(end, timeZone));
    return { stage, from: localDate(start, timeZone), to: end && localDate(end, timeZone), days, planned };
  });
}

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
