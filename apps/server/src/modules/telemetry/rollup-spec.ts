import { SOIL_SERIES_METRICS } from '@canopy/shared/schemas/history';

/**
 * The rollup tables: per device and bucket, each metric's sum, count, min and max, so a
 * series at any coarser step is exact (average = sum of sums / sum of counts). Climate adds the light share
 * and, per thresholded metric, how many readings were judged against the limits in force when they
 * arrived and how many of those were inside.
 */
export const ROLLUP_SIZES = { '5m': 300_000, '1h': 3_600_000 } as const;
export type RollupSize = keyof typeof ROLLUP_SIZES;

export const CLIMATE_ROLLUP_METRICS = ['temperature', 'humidity', 'co2', 'vpd'] as const;
/** The metrics a climate controller has day and night thresholds for: vpd has none. */
export const CLIMATE_JUDGED_METRICS = ['temperature', 'humidity', 'co2'] as const;
/** The soil metrics are the ones the soil series answers with: a rollup keeps each of them. */
export const SOIL_ROLLUP_METRICS = SOIL_SERIES_METRICS;

export type RollupKind = 'climate' | 'soil';
export const ROLLUP_TABLES = {
  climate: { '5m': 'climate_rollups_5m', '1h': 'climate_rollups_1h' },
  soil: { '5m': 'soil_rollups_5m', '1h': 'soil_rollups_1h' },
} as const;
export type RollupTable = (typeof ROLLUP_TABLES)[RollupKind][RollupSize];

/** Columns added together when two partial rollups of one bucket meet. */
export function additiveColumns(kind: RollupKind): string[] {
  if (kind === 'soil') return SOIL_ROLLUP_METRICS.flatMap((m) => [`${m}_sum`, `${m}_n`]);
  return [
    ...CLIMATE_ROLLUP_METRICS.flatMap((m) => [`${m}_sum`, `${m}_n`]),
    ...CLIMATE_JUDGED_METRICS.flatMap((m) => [`${m}_in`, `${m}_judged`]),
    'light_sum',
    'light_n',
  ];
}

/** Columns that keep the lower (min) or the higher (max) of two partial rollups. */
export function extremeColumns(kind: RollupKind): { min: string[]; max: string[] } {
  const metrics = kind === 'soil' ? SOIL_ROLLUP_METRICS : CLIMATE_ROLLUP_METRICS;
  return { min: metrics.map((m) => `${m}_min`), max: metrics.map((m) => `${m}_max`) };
}

export const rollupColumns = (kind: RollupKind) => {
  const { min, max } = extremeColumns(kind);
  return ['device_id', 'bucket', ...additiveColumns(kind), ...min, ...max];
};
