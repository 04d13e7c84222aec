import type { ShotSource } from '@canopy/shared/schemas/steering';

/** The panel's columns, in the table's order (a phone's day card lists them in the same order). */
export const STEERING_COLUMNS = [
  'date',
  'lights',
  'shots',
  'firstShot',
  'lastShot',
  'litresIn',
  'runoff',
  'overnightDryback',
  'dayDryback',
  'ec',
  'vpd',
] as const;
export type SteeringColumn = (typeof STEERING_COLUMNS)[number];

/** What only a water meter or a soil sensor measures: always '—' in a room with neither, so not shown. */
const SENSOR_COLUMNS: ReadonlySet<SteeringColumn> = new Set([
  'shots',
  'firstShot',
  'lastShot',
  'litresIn',
  'runoff',
  'overnightDryback',
  'dayDryback',
  'ec',
]);

export const columnsFor = (source: ShotSource): readonly SteeringColumn[] =>
  source === 'none' ? STEERING_COLUMNS.filter((column) => !SENSOR_COLUMNS.has(column)) : STEERING_COLUMNS;
