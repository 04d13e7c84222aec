import { GROWING_STAGES, type GrowingStage, type Stage } from './crop.ts';
import type { PlannedDays, StageEvent } from './schemas/runs.ts';
import { dayOfStage, daysBetweenDates, localDate } from './site-days.ts';

export type BandStatus = 'done' | 'current' | 'upcoming' | 'skipped';

export interface StageBand {
  stage: GrowingStage;
  planned: number;
  /** Days the stage took (or has taken so far); null before any plant reached it. */
  actual: number | null;
  status: BandStatus;
  /** Local dates (site zone) the stage began and ended; `to` null while it runs or before it began. */
  from: string | null;
  to: string | null;
}

export interface TimelineInput {
  plannedDays: PlannedDays;
  events: readonly Pick<StageEvent, 'stage' | 'at'>[];
  /** The stages the run's groups are in now. */
  currentStages: readonly Stage[];
}

const order = (stage: Stage) =>
  stage === 'done' ? GROWING_STAGES.length : GROWING_STAGES.indexOf(stage as GrowingStage);
const earliest = (instants: string[]) =>
  instants.reduce<string | null>((a, b) => (a === null || b < a ? b : a), null);

/**
 * A run's stage timeline, as the run page draws it and its report prints it (DESIGN 20).
 * One band per growing stage, planned against actual days in the site's zone. A stage starts with the
 * first plants that reach it and ends with the first that move on; while any group is in it, it runs
 * until today (day of stage). `lost` is no stage of the timeline.
 */
export function stageTimeline(input: TimelineInput, now: Date, timeZone: string): StageBand[] {
  return GROWING_STAGES.map((stage) => {
    const planned = input.plannedDays[stage];
    const start = earliest(input.events.filter((e) => e.stage === stage).map((e) => e.at));
    if (start === null) {
      // A run that started later in the plan (cuttings bought rooted) never had this stage.
      const later = input.events.some((e) => e.stage !== 'lost' && order(e.stage) > order(stage));
      return { stage, planned, actual: null, status: later ? 'skipped' : 'upcoming', from: null, to: null };
    }
    const from = localDate(start, timeZone);
    if (input.currentStages.includes(stage))
      return { stage, planned, actual: dayOfStage(start, now, timeZone), status: 'current', from, to: null };
    const end = earliest(
      input.events.filter((e) => e.stage !== 'lost' && order(e.stage) > order(stage)).map((e) => e.at),
    );
    const to = end === null ? null : localDate(end, timeZone);
    const actual = to === null ? 0 : daysBetweenDates(from, to);
    return { stage, planned, actual, status: 'done', from, to };
  });
}
