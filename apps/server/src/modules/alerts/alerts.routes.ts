import { alertsQuerySchema, deviceAlertListSchema } from '@canopy/shared/schemas/devices';
import type { AppInstance } from '../../http/app-instance.ts';
import type { AlertsService } from './alerts.service.ts';

export function registerAlertRoutes(app: AppInstance, alerts: AlertsService): void {
  app.get(
    '/api/alerts',
    {
      config: { policy: 'login' },
      schema: {
        tags: ['devices'],
        description: 'Stored power alerts, newest first.',
        querystring: alertsQuerySchema,
        response: { 200: deviceAlertListSchema },
      },
    },
    (request) => alerts.list(request.query.deviceId?.toLowerCase()),
  );
}
