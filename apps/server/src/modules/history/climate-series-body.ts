import type { ClimateSeriesRead } from './history-series.ts';

/**
 * The climate series answer (climateSeriesSchema) from whichever form the database gave: SQLite's bytes
 * are already the answer's array of points; PostgreSQL's points are written as JSON here.
 */
export const climateSeriesBody = (series: ClimateSeriesRead): string | Buffer =>
  series.format === 'json-objects' ? series.json : JSON.stringify(series.points);
