/** The keys of a climate history point, in the order of the answer (`climateHistoryPointSchema`). */
export const CLIMATE_KEYS = ['timestamp', 'temperature', 'humidity', 'co2', 'vpd', 'lightStatus'] as const;

/**
 * Climate readings in time order as the database writes them: one JSON array of compact rows, each
 * reading an array of its values in CLIMATE_KEYS order (`[[1768392000000,21.91,null,50,1.1,1],...]`), as
 * its UTF-8 bytes. The answer's keys and objects are written from it beside the route
 * (devices/climate-history-json.ts). `points` counts readings.
 */
export interface ClimateRows {
  points: number;
  json: Buffer;
}

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
