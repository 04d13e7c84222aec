import {
  COMPARE_METRICS,
  COMPARE_STEP_HOURS,
  type CompareMark,
  type CompareMetric,
  type CompareOutcome,
  type ComparePoint,
  type CompareRun,
  type CompareStep,
  type RunCompare,
} from '@canopy/shared/schemas/run-compare';

/** A mark with the fields its kind does not use null. */
export const aMark = (overrides: Partial<CompareMark> = {}): CompareMark => ({
  day: 1,
  hour: 0,
  ts: Date.parse('2026-03-01T08:00:00.000Z'),
  kind: 'stage',
  text: 'Flower · Flower Room A',
  stage: 'flower',
  roomName: 'Flower Room A',
  count: null,
  reason: null,
  ...overrides,
});

export const aCompareRun = (overrides: Partial<CompareRun> = {}): CompareRun => ({
  id: 'r1',
  code: 'R-2026-001',
  name: 'Spring lemons',
  state: 'harvested',
  strainNames: ['Lemon Haze'],
  stageStartedAt: '2026-03-01T08:00:00.000Z',
  days: 3,
  points: [],
  marks: [aMark()],
  ...overrides,
});

export const anOutcome = (overrides: Partial<CompareOutcome> = {}): CompareOutcome => ({
  runId: 'r1',
  plannedDays: { propagation: 14, veg: 28, flower: 63, dry: 10, cure: 21 },
  actualDays: { propagation: 12, veg: 30, flower: 60, dry: null, cure: null },
  plantsStarted: 40,
  plantsLost: 2,
  plantsHarvested: 38,
  wetGrams: 15_000,
  dryGrams: 3_700,
  dryPerPlant: 97.37,
  dryPerM2: 462.5,
  vpdInTargetPct: 81.25,
  temperatureInLimitsPct: 93.4,
  humidityInLimitsPct: 88,
  shotsPerDay: 5.5,
  overnightDrybackPct: 12.3,
  waterInL: 1234.5,
  waterOutL: 246.9,
  runoffPct: 20,
  ...overrides,
});

/** A metric's value in a bucket: a slow wave around its usual level, different for each run. */
function valueOf(metric: CompareMetric, run: number, x: number) {
  const level: Record<CompareMetric, number> = {
    temperature: 25,
    humidity: 55,
    co2: 900,
    vpd: 1.3,
    moisture_pct: 45,
    ec_mscm: 2.4,
    temp_c: 22,
    ph: 6.1,
    in_l: 30,
    out_l: 6,
  };
  const avg = +(level[metric] * (1 + 0.05 * Math.sin(x / 3 + run))).toFixed(3);
  return { avg, min: +(avg * 0.95).toFixed(3), max: +(avg * 1.05).toFixed(3) };
}

export interface SomeCompareOptions {
  runs?: number;
  days?: number;
  step?: CompareStep;
  metrics?: readonly CompareMetric[];
  /** Marks of each run: a stage mark on day 1, then a feed every `markEvery` days. */
  markEvery?: number;
}

/**
 * A whole comparison, every run with a bucket of every metric at every step of every day, and its
 * outcome: the page's tests draw it, and so can the bench (6 runs x 10 metrics x 70 days).
 */
export function someRunCompare({
  runs = 2,
  days = 3,
  step = '1d',
  metrics = COMPARE_METRICS,
  markEvery = 7,
}: SomeCompareOptions = {}): RunCompare {
  const perDay = 24 / COMPARE_STEP_HOURS[step];
  const compared = Array.from({ length: runs }, (_, run): CompareRun => {
    const points = Array.from({ length: days * perDay }, (_, i): ComparePoint => {
      const day = Math.floor(i / perDay) + 1;
      const hour = (i % perDay) * COMPARE_STEP_HOURS[step];
      return {
        day,
        hour,
        ...Object.fromEntries(metrics.map((metric) => [metric, valueOf(metric, run, day + hour / 24)])),
      };
    });
    const feeds = Array.from({ length: Math.floor((days - 1) / markEvery) }, (_, i) =>
      aMark({ day: (i + 1) * markEvery + 1, hour: 9.5, kind: 'feed', text: '3.5 L, EC 1.8', stage: null }),
    );
    return aCompareRun({
      id: `r${run + 1}`,
      code: `R-2026-00${run + 1}`,
      name: `Run ${run + 1}`,
      days,
      points,
      marks: [aMark(), ...feeds],
    });
  });
  return {
    stage: 'flower',
    step,
    metrics: [...metrics],
    runs: compared,
    outcomes: compared.map((run) => anOutcome({ runId: run.id })),
  };
}
