import type { CompareMetric } from '@canopy/shared/schemas/run-compare';

/** Decimals of each metric's values in a chart's legend: as the device pages show them. */
export const METRIC_DIGITS: Readonly<Record<CompareMetric, number>> = {
  temperature: 1,
  humidity: 1,
  co2: 0,
  vpd: 2,
  moisture_pct: 1,
  ec_mscm: 2,
  temp_c: 1,
  ph: 2,
  in_l: 1,
  out_l: 1,
};
