import { GROWING_STAGES, type GrowingStage } from '@canopy/shared/crop';
import {
  COMPARE_MAX_RUNS,
  COMPARE_METRICS,
  COMPARE_STEPS,
  type CompareMetric,
  type CompareStep,
} from '@canopy/shared/schemas/run-compare';

/**
 * What /runs/compare shows, as the address keeps it (`?ids=a,b&stage=flower&step=1d&metrics=vpd,co2`), so
 * a link shares it and Back returns to the choice before. Defaults are left out of the address.
 */
export interface RunCompareChoice {
  ids: string[];
  stage: GrowingStage;
  step: CompareStep;
  /** The charts shown, in COMPARE_METRICS' order; all of them by default. */
  metrics: CompareMetric[];
}

const DEFAULT_STAGE: GrowingStage = 'flower';
const DEFAULT_STEP: CompareStep = '1d';

/** A comma-separated list; the router reads `ids=123` as a number, so a numeric id comes back as text. */
const list = (value: unknown): string[] =>
  (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && part.length <= 64);

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

/**
 * The choice an address asks for. The page reads it itself (no route validation), so the first paint does
 * not carry the contract; what is malformed is dropped, never thrown on: a run named twice counts once,
 * runs past the sixth are left out, unknown metrics ignored (none known: all of them).
 */
export function readCompareSearch(search: Record<string, unknown>): RunCompareChoice {
  const metrics = new Set(list(search.metrics));
  const shown = COMPARE_METRICS.filter((metric) => metrics.has(metric));
  return {
    ids: [...new Set(list(search.ids))].slice(0, COMPARE_MAX_RUNS),
    stage: oneOf(GROWING_STAGES, search.stage, DEFAULT_STAGE),
    step: oneOf(COMPARE_STEPS, search.step, DEFAULT_STEP),
    metrics: shown.length > 0 ? shown : [...COMPARE_METRICS],
  };
}

/** The address of a choice, without what is the default. */
export function searchOfChoice(choice: RunCompareChoice): Record<string, string> {
  return {
    ...(choice.ids.length > 0 && { ids: choice.ids.join(',') }),
    ...(choice.stage !== DEFAULT_STAGE && { stage: choice.stage }),
    ...(choice.step !== DEFAULT_STEP && { step: choice.step }),
    ...(choice.metrics.length < COMPARE_METRICS.length && { metrics: choice.metrics.join(',') }),
  };
}
