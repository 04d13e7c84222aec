import { registerRoutes } from '../app-module.ts';
import type { AppInstance } from '../http/app-instance.ts';
import { registerOpenApiRoute } from '../http/openapi.ts';
import { registerUploadScope } from '../http/upload-scope.ts';
import { registerWebApp } from '../http/web-app.ts';
import type { AppModules } from './modules.ts';

/**
 * Every route, in this order: metrics first (its request timing hook sees every
 * route), the routes that take uploads in one multipart scope, the OpenAPI route, and the web app last
 * (its history fallback answers whatever no route did).
 */
export async function registerAllRoutes(app: AppInstance, modules: AppModules, webDistDir: string) {
  const { accounts, team, readings, alerting, crop, climate, operations, trash } = modules;
  const { users, oidc, sessions, apiTokens, audit } = accounts;
  const { live, notifications, outgoingWebhooks, alerts } = alerting;
  registerRoutes(app, operations.metrics, operations.health, users, sessions, apiTokens, audit, trash);
  registerRoutes(app, oidc);
  registerRoutes(
    app,
    climate.devices,
    climate.water,
    readings.history,
    crop.deviceNotes,
    climate.historyExport,
  );
  registerRoutes(app, alerts, notifications, climate.simulator, live, climate.inboundWebhooks);
  registerRoutes(app, outgoingWebhooks, notifications.telegram);
  await registerUploadScope(app, (scope) => {
    climate.firmware.routes(scope);
    team.bugs.routes(scope);
    team.tasks.routes(scope);
    accounts.uploads.routes(scope);
    crop.cuttings.routes(scope);
    crop.runs.uploadRoutes(scope);
    crop.protection.uploadRoutes(scope);
  });
  registerRoutes(app, crop.strains, crop.qrLabels, team.news, crop.site, crop.rooms, crop.runs);
  registerRoutes(app, crop.mothers, crop.harvests, crop.preferences, crop.feeding, crop.protection);
  registerRoutes(app, crop.steering, crop.comparison, climate.climateProfiles, crop.runReport);
  registerRoutes(app, modules.automation.automations);
  registerRoutes(app, modules.digest);
  registerOpenApiRoute(app);
  await registerWebApp(app, webDistDir);
}
