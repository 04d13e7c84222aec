/** The keys of a climate history point, in the order of the answer (`climateHistoryPointSchema`). */
export const CLIMATE_KEYS = ['timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'lightStatus'] as const;

/** One climate reading, its values in CLIMATE_KEYS order as PostgreSQL's text of each, null for NULL. */
export type ClimateTextRow = readonly (string | null)[];

/**
 * Climate readings in time order as compact rows, each reading its values in CLIMATE_KEYS order, in
 * the form each database hands them over cheapest: PostgreSQL's text per value, or SQLite's JSON
 * array of row arrays (`[[1768392000000,21.91,null,50,1.1,1],...]`) as its UTF-8 bytes. The answer's
 * keys and objects are written from either beside the route (devices/climate-history-json.ts).
 * `points` counts readings.
 */
export type ClimateRows =
  | { format: 'texts'; points: number; rows: ClimateTextRow[] }
  | { format: 'json-arrays'; points: number; json: Buffer };

/**
 * One step bucket of the water aggregate in column order: bucket start, in rate, in total, out rate,
 * out total, reading count. Numbers, or on PostgreSQL the server's text of them.
 */
export type WaterBucketCells = readonly (number | string | null)[];

export interface WaterSummaryRow {
  in_delta: number | null;
  in_avg: number | null;
  out_delta: number | null;
  out_avg: number | null;
}

/**
 * What other modules may read of the history, handed to them by the composition (the history
 * repository is one): a device's climate readings over a range, and the water aggregate. Whether the
 * device exists is the devices module's to say (DeviceDirectory).
 */
export interface HistoryReads {
  climateRows(deviceId: string, fromMs: number, toMs: number): Promise<ClimateRows>;
  waterSeries(deviceId: string, fromMs: number, toMs: number, stepMs: number): Promise<WaterBucketCells[]>;
  waterSummary(deviceId: string, fromMs: number, toMs: number): Promise<WaterSummaryRow>;
}
