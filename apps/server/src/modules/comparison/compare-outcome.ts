import { GROWING_STAGES, type Stage } from '@canopy/shared/crop';
import type { CompareOutcome } from '@canopy/shared/schemas/run-compare';
import type { Run } from '@canopy/shared/schemas/runs';
import { daysBetweenDates, localDate } from '@canopy/shared/site-days';
import type { StretchOutcome } from '../steering/steering.ts';

/** The order stages follow: a stage ends when any later one (or `done`) is first entered. */
const ORDER: readonly Stage[] = [...GROWING_STAGES, 'done'];

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Each growing stage's actual length in local days: from its first entry to the first entry of any later
 * stage (the calendar days between their local dates); null for a stage the run never entered or has not
 * left.
 */
function actualDays(run: Run, timeZone: string): CompareOutcome['actualDays'] {
  const firstInto = (stages: readonly Stage[]) =>
    run.events
      .filter((e) => stages.includes(e.stage))
      .map((e) => e.at)
      .reduce<string | null>((a, b) => (a === null || b < a ? b : a), null);
  return Object.fromEntries(
    GROWING_STAGES.map((stage) => {
      const start = firstInto([stage]);
      const end = firstInto(ORDER.slice(ORDER.indexOf(stage) + 1));
      return [
        stage,
        start === null || end === null
          ? null
          : daysBetweenDates(localDate(start, timeZone), localDate(end, timeZone)),
      ];
    }),
  ) as CompareOutcome['actualDays'];
}

/** Grams of a weighing kind over the run's harvests; null when none was weighed so. */
function grams(run: Run, kind: 'wet' | 'dry'): number | null {
  const weighed = run.harvests.flatMap((h) => h.weighings.filter((w) => w.kind === kind));
  return weighed.length === 0 ? null : round3(weighed.reduce((sum, w) => sum + w.grams, 0));
}

/**
 * A run's outcome: days per stage planned and actual, plants started (the first events' plants of the
 * groups it began with) and lost (its losses) as the run counts them, plants harvested, wet and dry grams, dry grams per harvested plant and per m² of the rooms it flowered in
 * (null unless every one of them has an area), and the room figures of the stage compared.
 */
export function runOutcome(
  run: Run,
  input: {
    timeZone: string;
    flowerRoomAreas: readonly (number | null)[];
    rooms: StretchOutcome;
  },
): CompareOutcome {
  const dryGrams = grams(run, 'dry');
  const plantsHarvested = run.harvests.reduce((sum, h) => sum + h.plantCount, 0);
  const areas = input.flowerRoomAreas;
  const area =
    areas.length > 0 && areas.every((a) => a !== null && a > 0) ? areas.reduce((a, b) => a! + b!, 0)! : null;
  return {
    runId: run._id,
    plannedDays: run.plannedDays,
    actualDays: actualDays(run, input.timeZone),
    plantsStarted: run.totals.plantsStarted,
    plantsLost: run.totals.plantsLost,
    plantsHarvested,
    wetGrams: grams(run, 'wet'),
    dryGrams,
    dryPerPlant: dryGrams === null || plantsHarvested === 0 ? null : round3(dryGrams / plantsHarvested),
    dryPerM2: dryGrams === null || area === null ? null : round3(dryGrams / area),
    ...input.rooms,
  };
}
