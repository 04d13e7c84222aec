import { csvCell } from '@canopy/shared/csv';
import type { CompareMetric, ComparePoint } from '@canopy/shared/schemas/run-compare';

/** Spreadsheets read a CSV file as UTF-8 (a Hebrew run name) only when it starts with the mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** Each metric's name and unit in the header, as the history export names its columns. */
const METRIC_LABEL: Record<CompareMetric, [name: string, unit: string | null]> = {
  temperature: ['Temperature', '°C'],
  humidity: ['Humidity', '%'],
  co2: ['CO2', 'ppm'],
  vpd: ['VPD', 'kPa'],
  moisture_pct: ['Moisture', '%'],
  ec_mscm: ['EC', 'mS/cm'],
  temp_c: ['Soil temperature', '°C'],
  ph: ['pH', null],
  in_l: ['Water in', 'L'],
  out_l: ['Water out', 'L'],
};

const STATISTICS = ['avg', 'min', 'max'] as const;

const header = (metric: CompareMetric, statistic: (typeof STATISTICS)[number]) => {
  const [name, unit] = METRIC_LABEL[metric];
  return unit ? `${name} ${statistic} (${unit})` : `${name} ${statistic}`;
};

type Cell = string | number | null | undefined;

/** Text through the shared csvCell (a name starting with `=` is not run as a formula), numbers as numbers. */
const line = (cells: readonly Cell[]) =>
  cells.map((cell) => (typeof cell === 'number' ? String(cell) : csvCell(cell))).join(',');

/**
 * A comparison's buckets as CSV (RFC 4180, CRLF): one line per run and bucket, in the answer's order, with
 * the run's code and name, the day of stage and local hour, then each metric asked as average, lowest and
 * highest (empty where the bucket has no reading of it).
 */
export function comparisonCsv(
  metrics: readonly CompareMetric[],
  runs: readonly { code: string; name: string; points: readonly ComparePoint[] }[],
): string {
  const head = [
    'Run code',
    'Run name',
    'Day of stage',
    'Hour',
    ...metrics.flatMap((m) => STATISTICS.map((s) => header(m, s))),
  ];
  const rows = runs.flatMap((run) =>
    run.points.map((point) => [
      run.code,
      run.name,
      point.day,
      point.hour,
      ...metrics.flatMap((m) => STATISTICS.map((s) => point[m]?.[s])),
    ]),
  );
  return BYTE_ORDER_MARK + [head, ...rows].map(line).join('\r\n') + '\r\n';
}
