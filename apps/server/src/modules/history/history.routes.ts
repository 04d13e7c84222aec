import {
  climateSeriesSchema,
  dailyQuerySchema,
  dailySummarySchema,
  seriesQuerySchema,
  soilSeriesSchema,
  type SeriesQuery,
} from '@canopy/shared/schemas/history';
import type { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { idParams } from '../../http/collection-routes.ts';
import { climateSeriesBody } from './climate-series-body.ts';
import type { HistoryService } from './history.service.ts';

const tags = ['history'];
const login = { policy: 'login' } as const;
const description =
  "One point per step bucket that has readings, ascending: bucket averages with the raw readings' min and " +
  'max. Without `step`, the range picks one (1m up to 5 hours, 5m, 15m, 1h, and 1d past 60 days). More than ' +
  '2,000 points is a 400 `history.too_many_points`.';

/** Climate and soil history over any range: series by step and daily summaries. */
export function registerHistoryRoutes(app: AppInstance, history: HistoryService): void {
  // The body is JSON text (written by SQLite itself, or by JSON.stringify on PostgreSQL), sent as it is, as
  // the climate history route does; the schema documents the answer.
  app.get<{ Params: z.output<typeof idParams>; Querystring: SeriesQuery; Reply: string | Buffer }>(
    '/api/sensor-data/climate/series/:id',
    {
      config: login,
      schema: {
        operationId: 'getClimateSeries',
        summary: 'Get a climate series over a range',
        tags,
        description,
        params: idParams,
        querystring: seriesQuerySchema,
        response: { 200: climateSeriesSchema },
      },
    },
    async (request, reply) => {
      const body = climateSeriesBody(await history.climateSeriesRead(request.params.id, request.query));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  app.get(
    '/api/sensor-data/soil7in1/series/:id',
    {
      config: login,
      schema: {
        operationId: 'getSoilSeries',
        summary: 'Get a soil series over a range',
        tags,
        description,
        params: idParams,
        querystring: seriesQuerySchema,
        response: { 200: soilSeriesSchema },
      },
    },
    (request) => history.soilSeries(request.params.id, request.query),
  );
  app.get(
    '/api/devices/:id/daily',
    {
      config: login,
      schema: {
        operationId: 'getDailySummary',
        summary: 'Get a day-by-day summary',
        tags,
        description:
          'One row per day in the device time zone (a day the clocks change has 23 or 25 hours). Climate: ' +
          "each value's min, avg and max, and `inRangePct`, the percentage of readings inside the limits the " +
          'controller reported with them for their phase (null when none was judged); soil: the seven values; ' +
          'water: litres in, out and the balance.',
        params: idParams,
        querystring: dailyQuerySchema,
        response: { 200: dailySummarySchema },
      },
    },
    (request) => history.daily(request.params.id, request.query),
  );
}
