import { waterDeviceQuerySchema, waterRangeQuerySchema } from '@canopy/shared/schemas/water';
import type { AppInstance } from '../../http/app-instance.ts';
import type { WaterService } from './water.service.ts';

const tags = ['water'];

export function registerWaterRoutes(app: AppInstance, water: WaterService): void {
  app.get('/api/water-in-out/devices', { config: { policy: 'login' }, schema: { tags } }, () => water.list());
  app.get(
    '/api/water-in-out/latest',
    { config: { policy: 'login' }, schema: { tags, querystring: waterDeviceQuerySchema } },
    (request) => water.latest(request.query.deviceId),
  );
  app.get(
    '/api/water-in-out/series',
    { config: { policy: 'login' }, schema: { tags, querystring: waterRangeQuerySchema } },
    (request) =>
      water.series(request.query.deviceId, request.query.from, request.query.to, request.query.step),
  );
  app.get(
    '/api/water-in-out/summary',
    { config: { policy: 'login' }, schema: { tags, querystring: waterRangeQuerySchema } },
    (request) => water.summary(request.query.deviceId, request.query.from, request.query.to),
  );
  app.get(
    '/api/water-in-out/config',
    { config: { policy: 'login' }, schema: { tags, querystring: waterDeviceQuerySchema } },
    (request) => water.config(request.query.deviceId),
  );
}
