import {
  CLIMATE_SERIES_METRICS,
  SOIL_SERIES_METRICS,
  type ClimateSeriesPoint,
  type SoilSeriesPoint,
} from '@canopy/shared/schemas/history';
import type { WaterBucketCells } from '../history/history.types.ts';
import { round3 } from '../water/water-series-json.ts';

/** The device kinds that have readings to export. */
export const EXPORT_KINDS = ['climate', 'soil', 'water'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const isExportKind = (kind: string | null): kind is ExportKind =>
  (EXPORT_KINDS as readonly (string | null)[]).includes(kind);

/** One line of an export: the reading's time (or its bucket's start) and its values in column order. */
export interface ExportRow {
  ts: number;
  values: (number | null)[];
}

/** What an export's header says: the device, then its value columns, each named with its unit. */
export interface ExportSheet {
  /** The device's name (its id when it has none), written in every row's first cell. */
  device: string;
  /** The value columns' headers, after the device and the two time columns. */
  headers: string[];
  /** The worksheet's name in the spreadsheet. */
  title: string;
}

/** The three columns every export starts with. */
export const leadingHeaders = (timeZone: string) => ['Device', 'Time (UTC)', `Local time (${timeZone})`];

/** Each reading column: its name in the table and its header, unit included. */
export const RAW_COLUMNS = {
  climate: [
    { column: 'temperature', header: 'Temperature (°C)' },
    { column: 'humidity', header: 'Humidity (%)' },
    { column: 'co2', header: 'CO2 (ppm)' },
    { column: 'vpd', header: 'VPD (kPa)' },
    { column: 'light_status', header: 'Light (1 on, 0 off)' },
  ],
  soil: [
    { column: 'moisture_pct', header: 'Moisture (%)' },
    { column: 'temp_c', header: 'Soil temperature (°C)' },
    { column: 'ec_mscm', header: 'EC (mS/cm)' },
    { column: 'ph', header: 'pH' },
    { column: 'n_mgkg', header: 'Nitrogen N (mg/kg)' },
    { column: 'p_mgkg', header: 'Phosphorus P (mg/kg)' },
    { column: 'k_mgkg', header: 'Potassium K (mg/kg)' },
  ],
  water: [
    { column: 'in_rate_lpm', header: 'In rate (L/min)' },
    { column: 'in_total_l', header: 'In total (L)' },
    { column: 'out_rate_lpm', header: 'Out rate (L/min)' },
    { column: 'out_total_l', header: 'Out total (L)' },
  ],
} as const satisfies Record<ExportKind, readonly { column: string; header: string }[]>;

/** A series metric's name and unit, for its avg, min and max headers. */
const METRIC_LABEL: Record<string, [name: string, unit: string | null]> = {
  temperature: ['Temperature', '°C'],
  humidity: ['Humidity', '%'],
  co2: ['CO2', 'ppm'],
  vpd: ['VPD', 'kPa'],
  moisture_pct: ['Moisture', '%'],
  temp_c: ['Soil temperature', '°C'],
  ec_mscm: ['EC', 'mS/cm'],
  ph: ['pH', null],
  n_mgkg: ['Nitrogen N', 'mg/kg'],
  p_mgkg: ['Phosphorus P', 'mg/kg'],
  k_mgkg: ['Potassium K', 'mg/kg'],
};

const seriesHeader = (metric: string, statistic: 'avg' | 'min' | 'max') => {
  const [name, unit] = METRIC_LABEL[metric]!;
  return unit ? `${name} ${statistic} (${unit})` : `${name} ${statistic}`;
};

/** The series columns: the answer of the series routes, flattened, in the order the points are written. */
export const SERIES_HEADERS: Record<ExportKind, string[]> = {
  climate: [
    ...CLIMATE_SERIES_METRICS.flatMap((m) => [
      seriesHeader(m, 'avg'),
      seriesHeader(m, 'min'),
      seriesHeader(m, 'max'),
    ]),
    'Light (share of the step on, 0-1)',
  ],
  soil: SOIL_SERIES_METRICS.map((m) => seriesHeader(m, 'avg')),
  water: [
    'In rate avg (L/min)',
    'In total last (L)',
    'Out rate avg (L/min)',
    'Out total last (L)',
    'Readings',
  ],
};

export const climatePointRow = (point: ClimateSeriesPoint): ExportRow => ({
  ts: point.ts,
  values: [...CLIMATE_SERIES_METRICS.flatMap((m) => [point[m], point.min[m], point.max[m]]), point.light],
});

export const soilPointRow = (point: SoilSeriesPoint): ExportRow => ({
  ts: point.ts,
  values: SOIL_SERIES_METRICS.map((m) => point[m]),
});

/** A number from the driver (PostgreSQL's aggregates come as their text), rates rounded as the water series does. */
const cellNumber = (cell: number | string | null | undefined, rate = false): number | null =>
  cell === null || cell === undefined ? null : rate ? round3(Number(cell)) : Number(cell);

/** A water bucket (bucket, in rate, in total, out rate, out total, count) as an export row. */
export const waterBucketRow = ([
  bucket,
  inRate,
  inTotal,
  outRate,
  outTotal,
  count,
]: WaterBucketCells): ExportRow => ({
  ts: Number(bucket),
  values: [
    cellNumber(inRate, true),
    cellNumber(inTotal),
    cellNumber(outRate, true),
    cellNumber(outTotal),
    cellNumber(count),
  ],
});
