import type { ShotSource } from '@canopy/shared/schemas/steering';

/** What only a water meter or a soil sensor measures: always '—' in a room with neither, so not shown. */
const SENSOR_COLUMNS = [
  'shots',
  'firstShot',
  'lastShot',
  'litresIn',
  'runoff',
  'overnightDryback',
  'dayDryback',
  'ec',
] as const;

/** The panel's columns, in the table's order (a phone's day card lists them in the same order). */
export const STEERING_COLUMNS = ['date', 'lights', ...SENSOR_COLUMNS, 'vpd'] as const;
export type SteeringColumn = (typeof STEERING_COLUMNS)[number];

const SENSOR: ReadonlySet<SteeringColumn> = new Set(SENSOR_COLUMNS);

export const columnsFor = (source: ShotSource): readonly SteeringColumn[] =>
  source === 'none' ? STEERING_COLUMNS.filter((column) => !SENSOR.has(column)) : STEERING_COLUMNS;
