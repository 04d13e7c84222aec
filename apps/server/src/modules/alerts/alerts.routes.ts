import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import type { AlertsService } from './alerts.service.ts';

const querystring = z.object({ deviceId: z.string().min(1).max(64).optional() });

export function registerAlertRoutes(app: AppInstance, alerts: AlertsService): void {
  app.get(
    '/api/alerts',
    {
      config: { policy: 'login' },
      schema: { tags: ['devices'], description: 'Stored power alerts, newest first.', querystring },
    },
    (request) => alerts.list(request.query.deviceId?.toLowerCase()),
  );
}
