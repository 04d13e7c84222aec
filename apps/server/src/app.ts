import type { AppDeps } from './app-deps.ts';
import { subscribeAll } from './app-module.ts';
import { composeAccounts } from './compose/accounts.ts';
import { composeAutomation } from './compose/automation.ts';
import { composeAlerting } from './compose/alerting.ts';
import { composeClimate } from './compose/climate.ts';
import { composeCrop } from './compose/crop.ts';
import { composeDigest } from './compose/digest.ts';
import { addAllJobs } from './compose/jobs.ts';
import { createKit } from './compose/kit.ts';
import { composeOperations } from './compose/operations.ts';
import { composeReadings } from './compose/readings.ts';
import { registerAllRoutes } from './compose/routes.ts';
import { servicesOf } from './compose/services.ts';
import { stopWithApp } from './compose/shutdown.ts';
import { composeTaskNotices } from './compose/task-notices.ts';
import { composeTeam } from './compose/team.ts';
import { composeTrash } from './compose/trash.ts';
import { createHttpApp } from './http/http-app.ts';
import { registerRequestPipeline } from './http/request-pipeline.ts';
import { createJobRegistry } from './jobs/job-registry.ts';
import { createPort } from './lib/port.ts';
import type { AlertCropSource } from './modules/alerts/alerts.module.ts';

export type { AppDeps } from './app-deps.ts';

/**
 * The composition root: the HTTP app and the server's modules, area by area (`compose/`), each made after
 * what it uses, then their event subscriptions, routes, jobs and shutdown registered in order. `main.ts`
 * listens on the app; tests (`testing/test-app.ts`) and the bench (`testing/bench-entry.ts`) drive the
 * services handed back beside it by hand. The app itself carries none of them.
 */
export async function composeApp(deps: AppDeps) {
  const { app, responses } = createHttpApp(deps);
  const kit = createKit(deps, app.log);
  const jobs = createJobRegistry({ db: kit.db, log: app.log, retryMs: deps.jobs?.retryMs });

  // Users, sessions, API tokens, audit and files: who people are, and what they upload.
  const accounts = composeAccounts(kit, deps);
  // A temporary data folder goes last on close (onClose hooks run the last registered first).
  app.addHook('onClose', accounts.uploads.close);
  // Device rows and their history, which alerts, rooms, runs and exports read.
  const readings = composeReadings(kit, deps);
  // A port (lib/port.ts) for a true cycle: an alert keeps its device's room and run day as it opens, and
  // rooms count their devices' open alerts. Bound to the rooms module once the crop is made.
  const alertCrops = createPort<AlertCropSource>('alert crops');
  // Live streams, outgoing webhooks, notifications and alerts.
  const alerting = composeAlerting(kit, deps, {
    users: accounts.users,
    devices: readings.devices,
    crops: alertCrops,
  });
  // Strains, cuttings, site, rooms, device notes, runs, harvests, mothers, labels, preferences.
  const crop = composeCrop(kit, {
    accounts,
    readings,
    alerts: alerting.alerts,
    languageOf: alerting.notifications.languageOf,
  });
  alertCrops.bind(crop.rooms);
  // News, bugs and tasks (tasks name people, runs, rooms, cuttings and devices, and count site days).
  const team = composeTeam(accounts, { readings, crop });
  // Tasks' messages through the notification channels, in the site's zone (DESIGN 22).
  const taskNotices = composeTaskNotices(kit, alerting, crop);
  // The weekly digest (DESIGN 26): the screens' figures through the notification channels.
  const digest = composeDigest(kit, readings, alerting, crop, team);
  // Devices (showing their room and run day), water, exports, firmware, the cloud's webhook, simulator, MQTT.
  const climate = composeClimate(kit, deps, {
    readings,
    alerts: alerting.alerts,
    rooms: crop.rooms,
    users: accounts.users.repository,
  });
  // Automations (DESIGN 24): they name devices, rooms, templates, webhooks and people, so they come after.
  const automation = composeAutomation(kit, { accounts, readings, alerting, crop, team, climate });
  // Health and metrics.
  const operations = composeOperations(kit, deps, climate);
  // The trash of strains, cuttings, news, bugs, tasks and rooms, each kind's spec from its module.
  const trash = composeTrash(accounts.authored, deps, crop, team);

  // Who hears what happened, in order: live browser streams, the alert evaluator, webhooks, metrics, MQTT,
  // rooms (the devices list reads its rooms' runs again when one changes), tasks' messages, and tasks
  // (a run's open generated tasks follow its stages).
  const { live, alerts, outgoingWebhooks } = alerting;
  const { metrics } = operations;
  subscribeAll(
    kit.events,
    live,
    alerts,
    outgoingWebhooks,
    metrics,
    climate.homeAssistant,
    crop.rooms,
    taskNotices,
    team.tasks,
  );

  // Every hook a request passes before its route, in order (security headers first, Idempotency-Key last).
  const limits = { ...kit, rateLimitPerMinute: deps.rateLimitPerMinute };
  const requests = await registerRequestPipeline(app, accounts.users.auth, limits);
  const modules = {
    accounts,
    team,
    readings,
    alerting,
    crop,
    climate,
    operations,
    trash,
    requests,
    taskNotices,
    automation,
    digest,
  };
  await registerAllRoutes(app, modules, deps.webDistDir);
  addAllJobs(jobs, modules);
  // Every instance hears the others' live events (not a job: all of them listen), from when it is ready.
  app.addHook('onReady', () => live.bus.start());
  if (deps.jobs?.start) jobs.start(deps.jobs.start === true ? undefined : deps.jobs.start);
  stopWithApp(app, jobs, modules);

  return {
    app,
    /** Each route's response serializer and how often it was compared (strict responses). */
    responseSerializers: responses.routes,
    services: servicesOf(modules, kit.events, jobs),
  };
}

export type ComposedApp = Awaited<ReturnType<typeof composeApp>>;
export type App = ComposedApp['app'];
export type AppServices = ComposedApp['services'];
