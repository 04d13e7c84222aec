import type { AppModule } from '../../app-module.ts';
import type { DeviceSync } from '../devices/device-sync.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

/** `POST /api/webhooks/particle`: the device cloud's events, by shared secret; unset turns it off. */
export function createWebhooksModule(deps: { sync: DeviceSync; secret: string | undefined }): AppModule {
  return { routes: (app) => registerWebhookRoutes(app, deps.sync, deps.secret) };
}
