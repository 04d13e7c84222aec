import type { TFunction } from 'i18next';
import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import type { CompareOutcome, RunCompare } from '@canopy/shared/schemas/run-compare';

/** How the table writes its figures in the reader's language; `none` stands for a figure not known. */
export interface OutcomeFormat {
  count: (value: number) => string;
  /** Grams in the reader's weight unit (a ratio of grams converts as grams do). */
  weight: (grams: number) => string;
  /** Percent, litres and shots a day, one decimal. */
  decimal: (value: number) => string;
  /** The reader's weight unit as written after a number ('g', 'lb'). */
  unit: string;
  none: string;
}

/** A figure's row, a cell per run in the comparison's order; or the heading of the stage's room figures. */
export type OutcomeRow =
  | { kind: 'figure'; key: string; label: string; cells: string[] }
  | { kind: 'heading'; key: string; label: string };

type Figure = Exclude<keyof CompareOutcome, 'runId' | 'plannedDays' | 'actualDays'>;

const WEIGHTS = [
  ['wetGrams', 'wet'],
  ['dryGrams', 'dry'],
  ['dryPerPlant', 'dryPerPlant'],
  ['dryPerM2', 'dryPerM2'],
] as const satisfies readonly (readonly [Figure, string])[];

const PLANTS = ['plantsStarted', 'plantsLost', 'plantsHarvested'] as const satisfies readonly Figure[];

const ROOM = [
  ['vpdInTargetPct', 'vpdInTarget'],
  ['temperatureInLimitsPct', 'temperatureInLimits'],
  ['humidityInLimitsPct', 'humidityInLimits'],
  ['shotsPerDay', 'shotsPerDay'],
  ['overnightDrybackPct', 'overnightDryback'],
  ['waterInL', 'waterIn'],
  ['waterOutL', 'waterOut'],
  ['runoffPct', 'runoff'],
] as const satisfies readonly (readonly [Figure, string])[];

/**
 * The outcome table's rows (DESIGN 23), a column per run: each stage's days planned and actual, the
 * plants, the grams in the reader's unit, then the compared stage's room figures under its heading. A run
 * the answer has no outcome for, and a figure that is null, read `none`.
 */
export function outcomeRows(compare: RunCompare, t: TFunction, format: OutcomeFormat): OutcomeRow[] {
  const byRun = new Map(compare.outcomes.map((outcome) => [outcome.runId, outcome]));
  const outcomes = compare.runs.map((run) => byRun.get(run.id));
  const cells = (write: (outcome: CompareOutcome) => string) =>
    outcomes.map((outcome) => (outcome ? write(outcome) : format.none));
  const known = (value: number | null, write: (value: number) => string) =>
    value === null ? format.none : write(value);
  const stageName = (stage: GrowingStage) => t(`crop.stages.${stage}`);
  return [
    ...GROWING_STAGES.map((stage): OutcomeRow => ({
      kind: 'figure',
      key: `days-${stage}`,
      label: t('runCompare.outcome.stageDays', { stage: stageName(stage) }),
      cells: cells(
        (o) => `${known(o.plannedDays[stage], format.count)} / ${known(o.actualDays[stage], format.count)}`,
      ),
    })),
    ...PLANTS.map((figure): OutcomeRow => ({
      kind: 'figure',
      key: figure,
      label: t(`runCompare.outcome.${figure}`),
      cells: cells((o) => format.count(o[figure])),
    })),
    ...WEIGHTS.map(([figure, label]): OutcomeRow => ({
      kind: 'figure',
      key: figure,
      label: t(`runCompare.outcome.${label}`, { unit: format.unit }),
      cells: cells((o) => known(o[figure], format.weight)),
    })),
    {
      kind: 'heading',
      key: 'in-stage',
      label: t('runCompare.outcome.inStage', { stage: stageName(compare.stage) }),
    },
    ...ROOM.map(([figure, label]): OutcomeRow => ({
      kind: 'figure',
      key: figure,
      label: t(`runCompare.outcome.${label}`),
      cells: cells((o) => known(o[figure], format.decimal)),
    })),
  ];
}
