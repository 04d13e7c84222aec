import type { SoilValues } from './telemetry-parser.ts';

/** History tables keyed by (device_id, ts); ts is epoch ms (bigint: a string on PostgreSQL). */
type Ts = number | string;

export interface ClimateReadingsTable {
  device_id: string;
  ts: Ts;
  temperature: number | null;
  humidity: number | null;
  co2: number | null;
  vpd: number | null;
  light_status: number | null;
}

export interface SoilReadingsTable extends SoilValues {
  device_id: string;
  ts: Ts;
  in_medium: number | null;
}

export interface WaterReadingsTable {
  device_id: string;
  ts: Ts;
  in_rate_lpm: number | null;
  in_total_l: number | null;
  out_rate_lpm: number | null;
  out_total_l: number | null;
}

type Sum = number;
/** Counts are integers; PostgreSQL's sums of them come back as strings. */
type Count = number | string;
type Extreme = number | null;

/** A bucket of climate readings (rollup-spec.ts): per metric sum, count, min, max; judged and in-range counts. */
export interface ClimateRollupsTable {
  device_id: string;
  bucket: Ts;
  temperature_sum: Sum;
  temperature_n: Count;
  temperature_min: Extreme;
  temperature_max: Extreme;
  temperature_in: Count;
  temperature_judged: Count;
  humidity_sum: Sum;
  humidity_n: Count;
  humidity_min: Extreme;
  humidity_max: Extreme;
  humidity_in: Count;
  humidity_judged: Count;
  co2_sum: Sum;
  co2_n: Count;
  co2_min: Extreme;
  co2_max: Extreme;
  co2_in: Count;
  co2_judged: Count;
  vpd_sum: Sum;
  vpd_n: Count;
  vpd_min: Extreme;
  vpd_max: Extreme;
  light_sum: Sum;
  light_n: Count;
}

/** A bucket of soil readings: per value sum, count, min and max. */
export interface SoilRollupsTable {
  device_id: string;
  bucket: Ts;
  moisture_pct_sum: Sum;
  moisture_pct_n: Count;
  moisture_pct_min: Extreme;
  moisture_pct_max: Extreme;
  temp_c_sum: Sum;
  temp_c_n: Count;
  temp_c_min: Extreme;
  temp_c_max: Extreme;
  ec_mscm_sum: Sum;
  ec_mscm_n: Count;
  ec_mscm_min: Extreme;
  ec_mscm_max: Extreme;
  ph_sum: Sum;
  ph_n: Count;
  ph_min: Extreme;
  ph_max: Extreme;
  n_mgkg_sum: Sum;
  n_mgkg_n: Count;
  n_mgkg_min: Extreme;
  n_mgkg_max: Extreme;
  p_mgkg_sum: Sum;
  p_mgkg_n: Count;
  p_mgkg_min: Extreme;
  p_mgkg_max: Extreme;
  k_mgkg_sum: Sum;
  k_mgkg_n: Count;
  k_mgkg_min: Extreme;
  k_mgkg_max: Extreme;
}
