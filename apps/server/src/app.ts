import type { AppDeps } from './app-deps.ts';
import { addJobs, registerRoutes, subscribeAll } from './app-module.ts';
import { createHttpApp } from './http/http-app.ts';
import { registerOpenApiRoute } from './http/openapi.ts';
import { registerRequestPipeline } from './http/request-pipeline.ts';
import { registerUploadScope } from './http/upload-scope.ts';
import { registerWebApp } from './http/web-app.ts';
import { noDeviceCloud } from './integrations/device-cloud/device-cloud.ts';
import { createJobRegistry } from './jobs/job-registry.ts';
import { createAppEvents } from './lib/app-events.ts';
import { systemClock } from './lib/clock.ts';
import { createPort } from './lib/port.ts';
import { createAlertsModule, type AlertCropSource } from './modules/alerts/alerts.module.ts';
import { createApiTokensModule } from './modules/api-tokens/api-tokens.module.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createBugsModule } from './modules/bugs/bugs.module.ts';
import { createCuttingsModule } from './modules/cuttings/cuttings.module.ts';
import { createDeviceNotesModule } from './modules/device-notes/device-notes.module.ts';
import { createDevicesModule } from './modules/devices/devices.module.ts';
import { createDevicesRepository } from './modules/devices/devices.repository.ts';
import { createFilesModule } from './modules/files/files.module.ts';
import { createFirmwareModule } from './modules/firmware/firmware.module.ts';
import { createHarvestsModule } from './modules/harvests/harvests.module.ts';
import { createHealthModule } from './modules/health/health.module.ts';
import { createHistoryExportModule } from './modules/history-export/history-export.module.ts';
import { createHistoryModule } from './modules/history/history.module.ts';
import { createHomeAssistantModule } from './modules/home-assistant/home-assistant.module.ts';
import { createLiveModule } from './modules/live/live.module.ts';
import { createMetricsModule } from './modules/metrics/metrics.module.ts';
import { createMothersModule } from './modules/mothers/mothers.module.ts';
import { createNewsModule } from './modules/news/news.module.ts';
import {
  createNotificationsModule,
  type NotificationAlerts,
} from './modules/notifications/notifications.module.ts';
import { createOutgoingWebhooksModule } from './modules/outgoing-webhooks/outgoing-webhooks.module.ts';
import { createPreferencesModule } from './modules/preferences/preferences.module.ts';
import { createRoomsModule } from './modules/rooms/rooms.module.ts';
import type { RoomGroupsSource } from './modules/rooms/rooms.service.ts';
import { createRunsModule } from './modules/runs/runs.module.ts';
import type { PinnedNotesSource } from './modules/runs/run-climate.ts';
import type { RunHarvestsSource } from './modules/runs/run-reader.ts';
import { createSiteModule } from './modules/site/site.module.ts';
import { createQrLabelsModule } from './modules/qr-labels/qr-labels.module.ts';
import { createSessionsModule } from './modules/sessions/sessions.module.ts';
import { createSimulatorModule } from './modules/simulator/simulator.module.ts';
import { createStrainsModule } from './modules/strains/strains.module.ts';
import { createTasksModule } from './modules/tasks/tasks.module.ts';
import { createTrashModule } from './modules/trash/trash.module.ts';
import { createUsersModule } from './modules/users/users.module.ts';
import { createWaterModule } from './modules/water/water.module.ts';
import { createWebhooksModule } from './modules/webhooks/webhooks.module.ts';

export type { AppDeps } from './app-deps.ts';

/**
 * The composition root: the HTTP app and the modules (`modules/<name>/<name>.module.ts`), each made after
 * what it uses, then their routes, jobs and event subscriptions registered in order. `main.ts` listens on
 * the app; tests (`testing/test-app.ts`) and the bench (`testing/bench-entry.ts`) drive the services
 * handed back beside it by hand. The app itself carries none of them.
 */
export async function composeApp(deps: AppDeps) {
  const { database, jwtSecret } = deps;
  const { db, dialect } = database;
  const clock = deps.clock ?? systemClock;
  const { app, responses } = createHttpApp(deps);
  const { log } = app;
  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  const cloud = deps.deviceCloud ?? noDeviceCloud;
  const events = createAppEvents((err, event) => log.warn({ err, event }, 'event subscriber failed'));
  const jobs = createJobRegistry({ db, log, retryMs: deps.jobs?.retryMs });
  // Outboxes send at once where their job runs; tests that run a job by hand keep control.
  const soon = (job: string) => () => deps.jobs?.start === true || (deps.jobs?.start?.includes(job) ?? false);
  const kit = { db, database, clock, log, events, publicUrl };

  const users = createUsersModule({
    ...kit,
    dialect,
    jwtSecret,
    mfaRequiredRoles: deps.mfaRequiredRoles,
    passwordCost: deps.passwordCost,
  });
  const usersRepository = users.repository;
  const uploads = createFilesModule({ ...kit, jwtSecret, storage: deps.fileStorage, dataDir: deps.dataDir });
  app.addHook('onClose', uploads.close);
  const files = uploads.service;
  const authored = { ...kit, files, users: usersRepository };
  const strains = createStrainsModule(authored);
  const cuttings = createCuttingsModule({ ...authored, strains: strains.repository });
  const news = createNewsModule(authored);
  const bugs = createBugsModule(authored);
  const tasks = createTasksModule(authored);
  // Device rows: kept current by telemetry, read by alerts and exports, the power state written by alerts.
  const devicesRepository = createDevicesRepository(db);
  const live = createLiveModule(kit);
  const outgoingWebhooks = createOutgoingWebhooksModule({
    ...kit,
    timeoutMs: deps.outgoingWebhookTimeoutMs,
    deliverSoon: soon('webhook-outbox'),
  });
  // The one two-way tie (lib/port.ts): notifications read and acknowledge alerts, alerts notify through them.
  const alertsPort = createPort<NotificationAlerts>('alerts');
  const notifications = createNotificationsModule({
    ...kit,
    channels: deps.notifications ?? {},
    push: deps.push ?? {},
    loginOf: users.emailOf,
    alerts: alertsPort,
    deliverSoon: soon('notification-outbox'),
  });
  // An alert keeps its device's room and run day as it opens; rooms count open alerts, so come after.
  const alertCrops = createPort<AlertCropSource>('alert crops');
  const alerts = createAlertsModule({
    ...kit,
    devices: devicesRepository,
    notifier: outgoingWebhooks.alongside(notifications.notifier),
    deliveriesOf: notifications.deliveriesOf,
    emailOf: users.emailOf,
    afterSweep: notifications.summarizeQuietHours,
    crops: alertCrops,
  });
  alertsPort.bind(alerts);
  // The crop (DESIGN section 20): rooms show the groups runs keep, runs check and name rooms (lib/port.ts).
  const site = createSiteModule(kit);
  const roomGroups = createPort<RoomGroupsSource>('room groups');
  const rooms = createRoomsModule({
    ...kit,
    devices: devicesRepository,
    openAlertCounts: alerts.openAlertCounts,
    groups: roomGroups,
  });
  alertCrops.bind(rooms);
  // The trash takes a spec per kind; a room's asks runs (through the port) whether they used it.
  const trashSpecs = [strains.trash, cuttings.trash, news.trash, bugs.trash, tasks.trash, rooms.trash];
  const trash = createTrashModule({ ...authored, trashDays: deps.trashDays, specs: trashSpecs });
  const history = createHistoryModule({ ...kit, retention: deps.retention });
  // A run's climate reads its rooms' devices' history, alerts and notes (device notes are made later).
  const pinnedNotes = createPort<PinnedNotesSource>('pinned notes');
  // A run lists its harvests; the harvests module is made after runs, whose moves it uses.
  const runHarvests = createPort<RunHarvestsSource>('run harvests');
  const runs = createRunsModule({
    ...kit,
    zone: site.zone,
    strains: { names: strains.repository.names },
    rooms: { names: rooms.names },
    cuttings: { liveIds: cuttings.liveIds },
    emailOf: users.emailOf,
    harvests: runHarvests,
    files,
    climate: {
      deviceStays: rooms.deviceStays,
      window: history.service.window,
      climateSeries: history.service.climateSeries,
      alertsOpened: alerts.openedOn,
      notes: pinnedNotes,
    },
  });
  roomGroups.bind(runs);
  // Harvests move plants to dry and settle runs through the runs module (DESIGN section 21).
  const harvests = createHarvestsModule({
    ...kit,
    zone: site.zone,
    runs,
    rooms: rooms.service,
    strains: { names: strains.repository.names },
    site: site.service,
    mothers: cuttings.lineage,
    emailOf: users.emailOf,
  });
  runHarvests.bind(harvests);
  const mothers = createMothersModule({
    zone: site.zone,
    cuttings: cuttings.lineage,
    runs: runs.lineage,
    dryGramsPerPlant: harvests.dryGramsPerPlantByMother,
  });
  const preferences = createPreferencesModule({ ...kit, site: site.service, emailOf: users.emailOf });
  const devices = createDevicesModule({
    ...kit,
    cloud,
    devices: devicesRepository,
    flushEveryMs: deps.telemetryFlushMs,
    setPowerAlerts: alerts.rules.setPowerAlerts,
    cropOfDevices: rooms.cropOfDevices,
    pollEveryMs: deps.jobs?.pollEveryMs,
    watchdogMs: deps.jobs?.watchdogMs,
  });
  const eventStreamConnected = () => devices.sync.isStreamConnected();
  const metrics = createMetricsModule({ ...kit, token: deps.metricsToken, eventStreamConnected });
  const homeAssistant = createHomeAssistantModule({ ...kit, settings: deps.mqtt });
  const water = createWaterModule(kit);
  const firmware = createFirmwareModule({
    ...kit,
    cloud,
    dir: deps.firmwareDir,
    storage: deps.firmwareStorage,
  });
  const historyExport = createHistoryExportModule({
    db,
    devices: devicesRepository,
    history: history.service,
  });
  const deviceNotes = createDeviceNotesModule({ ...authored, stageMarks: rooms.stageMarks });
  pinnedNotes.bind(deviceNotes);
  const inboundWebhooks = createWebhooksModule({ sync: devices.sync, secret: deps.webhookSecret });
  const health = createHealthModule(kit);
  const sessions = createSessionsModule(kit);
  const apiTokens = createApiTokensModule(kit);
  const audit = createAuditModule(kit);
  const simulator = createSimulatorModule({ cloud });
  const qrLabels = createQrLabelsModule(kit);
  // Who hears what happened, in order: live browser streams, the alert evaluator, webhooks, metrics, MQTT,
  // and rooms (the devices list reads its rooms' runs again when one changes).
  subscribeAll(events, live, alerts, outgoingWebhooks, metrics, homeAssistant, rooms);

  // Every hook a request passes before its route, in order (security headers first, Idempotency-Key last).
  const limits = { ...kit, rateLimitPerMinute: deps.rateLimitPerMinute };
  const requests = await registerRequestPipeline(app, users.auth, limits);
  // Metrics before every other route: its request timing hook sees them all.
  registerRoutes(app, metrics, health, users, sessions, apiTokens, audit, trash, devices, water, history);
  registerRoutes(app, deviceNotes, historyExport, alerts, notifications, simulator, live, inboundWebhooks);
  registerRoutes(app, outgoingWebhooks, notifications.telegram);
  await registerUploadScope(app, (scope) => {
    firmware.routes(scope);
    bugs.routes(scope);
    tasks.routes(scope);
    uploads.routes(scope);
    cuttings.routes(scope);
    runs.uploadRoutes(scope);
  });
  registerRoutes(app, strains, qrLabels, news, site, rooms, runs, mothers, harvests, preferences);
  registerOpenApiRoute(app);
  await registerWebApp(app, deps.webDistDir);

  // Every background job, in one place; singletons run in one instance at a time.
  addJobs(jobs, devices, alerts, history, notifications, homeAssistant, outgoingWebhooks, live, requests);
  addJobs(jobs, trash, notifications.telegram);
  // Every instance hears the others' live events (not a job: all of them listen), from when it is ready.
  app.addHook('onReady', () => live.bus.start());
  if (deps.jobs?.start) jobs.start(deps.jobs.start === true ? undefined : deps.jobs.start);
  // Background jobs stop with the app, so shutdown and test teardown never hang on them.
  app.addHook('onClose', async () => {
    // First, whatever a peer does: in-flight sends are aborted and go back to the outbox for the next leader.
    await notifications.outbox.stop();
    await jobs.stop();
    await devices.writer.close();
    await outgoingWebhooks.outbox.idle();
    // Last: the final telemetry flush still tells the other instances' browsers.
    await live.bus.close();
  });

  return {
    app,
    /** Each route's response serializer and how often it was compared (strict responses). */
    responseSerializers: responses.routes,
    services: {
      auth: users.auth,
      users: users.service,
      usersRepository,
      files,
      strains: strains.service,
      cuttings: cuttings.service,
      news: news.service,
      bugs: bugs.service,
      tasks: tasks.service,
      devices: devices.service,
      water: water.service,
      history: history.service,
      deviceSync: devices.sync,
      telemetryWriter: devices.writer,
      events,
      jobs,
      live: live.bus,
      alerts: alerts.alerts,
      alertRules: alerts.rules,
      evaluator: alerts.evaluator,
      notifications,
      mqtt: homeAssistant.publisher,
      outgoingWebhooks,
      idempotency: requests.idempotency,
      trash: trash.service,
      trashPurge: trash.purge,
      site: site.service,
      siteZone: site.zone,
      rooms: rooms.service,
      runs: runs.service,
      /** The whole runs API (moves, undo, losses beside the service), for the demo and tests. */
      runsApi: { service: runs.service, move: runs.move, undo: runs.undo, recordLoss: runs.recordLoss },
      roomGroups: runs.groupsInRooms,
      /** Harvests' writes and the yields, for the demo and tests. */
      harvests: {
        record: harvests.record,
        weigh: harvests.weigh,
        close: harvests.close,
        addNote: harvests.addNote,
        yields: harvests.yields,
      },
    },
  };
}

export type ComposedApp = Awaited<ReturnType<typeof composeApp>>;
export type App = ComposedApp['app'];
export type AppServices = ComposedApp['services'];
