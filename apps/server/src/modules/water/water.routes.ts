import {
  waterConfigSchema,
  waterDeviceListSchema,
  waterDeviceQuerySchema,
  waterLatestSchema,
  waterRangeQuerySchema,
  waterSeriesSchema,
  waterSummarySchema,
} from '@canopy/shared/schemas/water';
import type { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { waterSeriesJson } from './water-series-json.ts';
import type { WaterService } from './water.service.ts';

const tags = ['water'];
const login = { policy: 'login' } as const;

/** The water routes: answered from storage only, well inside the web app's 10 s timeout. */
export function registerWaterRoutes(app: AppInstance, water: WaterService): void {
  app.get(
    '/api/water-in-out/devices',
    {
      config: login,
      schema: {
        operationId: 'listWaterDevices',
        summary: 'List water meters',
        tags,
        response: { 200: waterDeviceListSchema },
      },
    },
    () => water.list(),
  );
  app.get(
    '/api/water-in-out/latest',
    {
      config: login,
      schema: {
        operationId: 'getWaterLatest',
        summary: 'Get the latest water readings',
        errors: [404],
        tags,
        querystring: waterDeviceQuerySchema,
        response: { 200: waterLatestSchema },
      },
    },
    (request) => water.latest(request.query.deviceId),
  );
  // The body is written here from the aggregate's cells (water-series-json.ts) and sent as it is, as the
  // climate history route does (devices.routes.ts); the schema documents the answer.
  app.get<{ Querystring: z.output<typeof waterRangeQuerySchema>; Reply: Buffer }>(
    '/api/water-in-out/series',
    {
      config: login,
      schema: {
        operationId: 'getWaterSeries',
        summary: 'Get a water series',
        errors: [404],
        tags,
        description: 'Aggregated in SQL per step; without a step, one is chosen from the window.',
        querystring: waterRangeQuerySchema,
        response: { 200: waterSeriesSchema },
      },
    },
    async (request, reply) => {
      const { deviceId, from, to, step } = request.query;
      const series = await water.series(deviceId, from, to, step);
      const body = waterSeriesJson(series.deviceId, series.step, series.buckets);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
  app.get(
    '/api/water-in-out/summary',
    {
      config: login,
      schema: {
        operationId: 'getWaterSummary',
        summary: 'Get water totals over a range',
        errors: [404],
        tags,
        querystring: waterRangeQuerySchema,
        response: { 200: waterSummarySchema },
      },
    },
    (request) => water.summary(request.query.deviceId, request.query.from, request.query.to),
  );
  app.get(
    '/api/water-in-out/config',
    {
      config: login,
      schema: {
        operationId: 'getWaterConfig',
        summary: "Get a water meter's configuration",
        errors: [404],
        tags,
        querystring: waterDeviceQuerySchema,
        response: { 200: waterConfigSchema },
      },
    },
    (request) => water.config(request.query.deviceId),
  );
}
