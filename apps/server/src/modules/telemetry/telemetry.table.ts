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

export interface SoilReadingsTable {
  device_id: string;
  ts: Ts;
  moisture_pct: number | null;
  temp_c: number | null;
  ec_mscm: number | null;
  ph: number | null;
  n_mgkg: number | null;
  p_mgkg: number | null;
  k_mgkg: number | null;
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
