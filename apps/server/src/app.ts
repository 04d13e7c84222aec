import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { ALERT_SWEEP_MS } from '@canopy/shared/alerts';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { Role } from '@canopy/shared/roles';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { registerPolicies } from './http/policy.ts';
import { createResponseSerializers } from './http/response-serializer.ts';
import { registerNulRefusal } from './http/refuse-nul.ts';
import { registerIdempotency } from './http/idempotency.ts';
import { malformedRequestOptions } from './http/malformed-requests.ts';
import { registerRateLimit } from './http/rate-limit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { drainOptions, registerDrainRefusal } from './http/drain.ts';
import { registerWebApp } from './http/web-app.ts';
import { noDeviceCloud, type DeviceCloud } from './integrations/device-cloud/device-cloud.ts';
import { createJobRegistry } from './jobs/job-registry.ts';
import { createAppEvents } from './lib/app-events.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createAlertsModule } from './modules/alerts/alerts.module.ts';
import { registerAlertRoutes } from './modules/alerts/alerts.routes.ts';
import { createDevicesRepository } from './modules/devices/devices.repository.ts';
import {
  createNotificationsModule,
  type NotificationChannelsConfig,
} from './modules/notifications/notifications.module.ts';
import {
  registerNotificationRoutes,
  registerTelegramWebhook,
} from './modules/notifications/notifications.routes.ts';
import { registerSimulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerMfaRoutes } from './modules/mfa/mfa.routes.ts';
import { createMfaService } from './modules/mfa/mfa.service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { createDeviceSync } from './modules/devices/device-sync.ts';
import { registerDeviceRoutes } from './modules/devices/devices.routes.ts';
import { createDevicesService } from './modules/devices/devices.service.ts';
import { registerFirmwareRoutes } from './modules/firmware/firmware.routes.ts';
import { createFirmwareService } from './modules/firmware/firmware.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerEventRoutes } from './modules/live/events.routes.ts';
import { createLiveBus } from './modules/live/live-bus.ts';
import { liveAlertEvent } from './modules/live/live-messages.ts';
import { createTelemetryWriter } from './modules/telemetry/telemetry-writer.ts';
import { registerBugRoutes } from './modules/bugs/bugs.routes.ts';
import { createBugsService } from './modules/bugs/bugs.service.ts';
import { createLocalDiskStorage } from './integrations/file-storage/local-disk-storage.ts';
import type { FileStorage } from './integrations/file-storage/file-storage.ts';
import { registerCuttingRoutes } from './modules/cuttings/cuttings.routes.ts';
import { createCuttingsService } from './modules/cuttings/cuttings.service.ts';
import { registerQrLabelRoutes } from './modules/qr-labels/qr-labels.routes.ts';
import { createQrLabelsService } from './modules/qr-labels/qr-labels.service.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createUrlSigner } from './modules/files/url-signer.ts';
import { registerNewsRoutes } from './modules/news/news.routes.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { registerStrainRoutes } from './modules/strains/strains.routes.ts';
import { createStrainsRepository } from './modules/strains/strains.repository.ts';
import { createStrainsService } from './modules/strains/strains.service.ts';
import { registerTaskRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerSessionRoutes } from './modules/sessions/sessions.routes.ts';
import { createSessionsService } from './modules/sessions/sessions.service.ts';
import { registerApiTokenRoutes } from './modules/api-tokens/api-tokens.routes.ts';
import { registerAuditRoutes } from './modules/audit/audit.routes.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { DEFAULT_TRASH_DAYS } from '@canopy/shared/schemas/trash';
import { createTrashPurge } from './modules/trash/trash-purge.ts';
import { registerTrashRoutes } from './modules/trash/trash.routes.ts';
import { createTrashService } from './modules/trash/trash.service.ts';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerWaterRoutes } from './modules/water/water.routes.ts';
import { registerHistoryRoutes } from './modules/history/history.routes.ts';
import { registerDeviceNotes } from './modules/device-notes/device-notes.module.ts';
import { registerHistoryExportRoutes } from './modules/history-export/history-export.routes.ts';
import { createHistoryService } from './modules/history/history.service.ts';
import {
  DEFAULT_RETENTION,
  enforceRetention,
  type RetentionDays,
} from './modules/history/history-retention.ts';
import { registerWebhookRoutes } from './modules/webhooks/webhooks.routes.ts';
import { createOutgoingWebhooksModule } from './modules/outgoing-webhooks/outgoing-webhooks.module.ts';
import { registerOutgoingWebhookRoutes } from './modules/outgoing-webhooks/outgoing-webhooks.routes.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { createMqttPublisher, type MqttSettings } from './modules/home-assistant/mqtt-publisher.ts';
import { createWaterService } from './modules/water/water.service.ts';
import { createPushSender } from './modules/push/push-sender.ts';
import { createPushService } from './modules/push/push.service.ts';
import { registerPushRoutes } from './modules/push/push.routes.ts';
import { generateVapidKeys, type VapidKeys } from './modules/push/vapid-keys.ts';

export interface AppDeps {
  database: DatabaseHandle;
  jwtSecret: string;
  webDistDir: string;
  clock?: Clock;
  /** Uploaded files go to `<dataDir>/uploads`; without one (tests), a fresh temporary directory. */
  dataDir?: string;
  /** Where uploads go (main.ts chooses from FILE_STORAGE); without it, local disk under `<dataDir>/uploads`. */
  fileStorage?: FileStorage;
  /** Where firmware binaries go, chosen with `fileStorage`; without it, local disk under `firmwareDir`. */
  firmwareStorage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
  /** Calls a minute per user, or per address for anonymous callers (RATE_LIMIT_PER_MINUTE); unset is off. */
  rateLimitPerMinute?: number;
  /** MFA_REQUIRED_ROLES: roles that must turn two-factor login on before anything else; none without it. */
  mfaRequiredRoles?: readonly Role[];
  /** The proxies trusted to say who the caller is (TRUST_PROXY); none without it. */
  trustProxy?: readonly string[];
  /** The device cloud (the real one or the embedded simulator); without it device calls answer 502. */
  deviceCloud?: DeviceCloud;
  /**
   * Background jobs (the device stream and polling, the alert sweep, the outbox, Telegram's updates):
   * main.ts starts them all; tests start none and drive each by hand, or start the ones they name.
   */
  jobs?: { start?: true | readonly string[]; pollEveryMs?: number; watchdogMs?: number; retryMs?: number };
  /** Where alert notifications go (Telegram, e-mail); without any, alerts are only stored. */
  notifications?: NotificationChannelsConfig;
  /**
   * Web Push: the VAPID keys (main.ts: configured or from DATA_DIR; without them, a pair for this app
   * alone), the subject, and whether http://127.0.0.1 endpoints are taken (tests' push services).
   */
  push?: { keys?: VapidKeys; subject?: string; allowLoopbackHttp?: boolean };
  /** Where firmware binaries are stored (DATA_DIR/firmware); defaults to a temp dir. */
  firmwareDir?: string;
  /** Shared secret of `POST /api/webhooks/particle`; unset turns the webhook off. */
  webhookSecret?: string;
  /** How long one outgoing webhook delivery may take (default 10 s). */
  outgoingWebhookTimeoutMs?: number;
  /** `METRICS_TOKEN`: turns `GET /metrics` on, for callers that send it as a bearer token. */
  metricsToken?: string;
  /** `MQTT_URL` and its prefixes: device state and Home Assistant discovery over MQTT; unset is off. */
  mqtt?: MqttSettings;
  /** Telemetry batch interval; 0 leaves flushing to the caller (tests). */
  telemetryFlushMs?: number;
  /** How long history is kept (HISTORY_RAW_DAYS, HISTORY_5M_DAYS, HISTORY_1H_DAYS). */
  retention?: RetentionDays;
  /** `TRASH_DAYS`: how long a deleted record stays in the trash (default 30). */
  trashDays?: number;
  /** `PUBLIC_URL` (no trailing slash): the address QR labels encode. */
  publicUrl?: string;
  /**
   * Every answer also validated by zod and compared with the compiled serializer's output (a mismatch
   * is a 500). Defaults to on under tests (`NODE_ENV=test`), off otherwise.
   */
  strictResponses?: boolean;
}

/**
 * The composition root: builds the whole HTTP application and hands back, beside it, the parts it was
 * composed of. `main.ts` listens on the app and uses the parts for the first admin and the demo data;
 * tests (`testing/test-app.ts`) and the bench (`testing/bench-entry.ts`) drive jobs and services by hand.
 * The app itself carries none of them.
 */
export async function composeApp(deps: AppDeps) {
  const { db, dialect } = deps.database;
  const clock = deps.clock ?? systemClock;
  // Secrets never reach logs: tokens travel in headers, which pino's default request serializer leaves out.
  const app = Fastify({
    logger: deps.logger ?? false,
    // Behind a load balancer, `request.ip` is the caller its X-Forwarded-For names, if it is trusted.
    trustProxy: deps.trustProxy ? [...deps.trustProxy] : false,
    ...malformedRequestOptions,
    ...drainOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const responses = createResponseSerializers({
    strict: deps.strictResponses ?? process.env.NODE_ENV === 'test',
  });
  app.setSerializerCompiler(responses.compiler);

  const mfaRequiredRoles = deps.mfaRequiredRoles ?? [];
  const usersRepository = createUsersRepository(db);
  const auth = createAuthService({
    db,
    tokens: createTokenSigner(deps.jwtSecret),
    clock,
    users: usersRepository,
    mfaRequiredRoles,
  });
  const users = createUsersService({
    db,
    clock,
    dialect,
    issueToken: auth.issueToken,
    checkCurrentPassword: auth.checkCurrentPassword,
  });
  const dataDir = deps.dataDir ?? mkdtempSync(path.join(tmpdir(), 'canopy-data-'));
  // A temporary data folder is ours alone: it goes with the app (tests made thousands of them).
  if (!deps.dataDir) app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  const storage = deps.fileStorage ?? createLocalDiskStorage(path.join(dataDir, 'uploads'));
  const files = createFilesService({ db, storage, clock, signer: createUrlSigner(deps.jwtSecret) });
  const publicUrl = deps.publicUrl ?? 'http://localhost:3000';
  const cuttings = createCuttingsService({
    db,
    clock,
    files,
    publicUrl,
    users: usersRepository,
    strains: createStrainsRepository(db),
  });
  const strains = createStrainsService({ db, clock, files, users: usersRepository });
  const trashDays = deps.trashDays ?? DEFAULT_TRASH_DAYS;
  const trash = createTrashService({ db, clock, files, trashDays });
  const trashPurge = createTrashPurge({ db, clock, files, trashDays });
  const news = createNewsService({ db, clock, files });

  const deviceCloud = deps.deviceCloud ?? noDeviceCloud;
  const events = createAppEvents((err, event) => app.log.warn({ err, event }, 'event subscriber failed'));
  const devicesRepository = createDevicesRepository(db);
  const telemetryWriter = createTelemetryWriter({
    db,
    clock,
    devices: devicesRepository,
    flushEveryMs: deps.telemetryFlushMs ?? 500,
    events,
  });
  const live = createLiveBus({ database: deps.database, clock, log: app.log });
  const jobs = createJobRegistry({ db, log: app.log, retryMs: deps.jobs?.retryMs });
  // Queued messages go out at once where the outbox job runs; tests that run it by hand keep control.
  const outboxRuns =
    deps.jobs?.start === true || (deps.jobs?.start?.includes('notification-outbox') ?? false);
  const loginOf = async (userId: string) => (await usersRepository.findById(userId))?.email ?? '';
  const outgoingWebhooks = createOutgoingWebhooksModule({
    db,
    clock,
    log: app.log,
    publicUrl,
    timeoutMs: deps.outgoingWebhookTimeoutMs,
    deliverSoon: () => deps.jobs?.start === true || (deps.jobs?.start?.includes('webhook-outbox') ?? false),
  });

  const pushSender = createPushSender({
    keys: deps.push?.keys ?? generateVapidKeys(),
    subject: deps.push?.subject ?? 'mailto:admin@canopy.local',
  });
  const notifications = createNotificationsModule({
    db,
    clock,
    log: app.log,
    publicUrl: deps.publicUrl ?? 'http://localhost:3000',
    channels: { ...deps.notifications, push: pushSender },
    loginOf,
    findAlerts: (executor, ids) => alerting.findAlerts(executor, ids),
    acknowledge: async (userId, alertId) =>
      void (await alerting.alerts.acknowledge(userId, alertId, undefined)),
    deliverSoon: () => outboxRuns,
  });
  const alerting = createAlertsModule({
    db,
    clock,
    log: app.log,
    events,
    devices: devicesRepository,
    notifier: outgoingWebhooks.alongside(notifications.notifier),
    deliveriesOf: notifications.deliveriesOf,
    emailOf: loginOf,
  });
  const deviceSync = createDeviceSync({
    db,
    cloud: deviceCloud,
    writer: telemetryWriter,
    clock,
    log: app.log,
    events,
  });
  const devices = createDevicesService({
    db,
    cloud: deviceCloud,
    sync: deviceSync,
    clock,
    setPowerAlerts: (deviceId, enabled, entry) => alerting.rules.setPowerAlerts(deviceId, enabled, entry),
  });

  const metrics = deps.metricsToken
    ? createMetrics({ db, clock, eventStreamConnected: () => deviceSync.isStreamConnected() })
    : null;

  // Who hears what happened: live browser streams, then the alert evaluator.
  events.subscribe('readings.stored', ({ readings }) => {
    for (const deviceId of new Set(readings.map((reading) => reading.deviceId))) {
      live.publish({ type: 'device', deviceId, name: 'reading', at: Date.now() });
    }
  });
  events.subscribe('device.changed', (change) =>
    live.publish({ type: 'device', deviceId: change.deviceId, name: change.event, at: Date.now() }),
  );
  events.subscribe('alert.changed', (change) => live.publish(liveAlertEvent(change, Date.now())));
  events.subscribe('readings.stored', (stored) => alerting.alerts.onReadingsStored(stored));
  events.subscribe('device.changed', (change) => alerting.alerts.onDeviceChanged(change));
  events.subscribe('device.changed', (change) => outgoingWebhooks.onDeviceChanged(change));
  if (metrics) events.subscribe('readings.stored', ({ readings }) => metrics.countReadings(readings));
  // App events are per process: the publisher hears this instance's; its periodic pass catches the rest.
  const mqtt = deps.mqtt ? createMqttPublisher({ db, clock, log: app.log, settings: deps.mqtt }) : null;
  if (mqtt) {
    events.subscribe('readings.stored', ({ readings }) => mqtt.onReadingsStored(readings));
    events.subscribe('device.changed', (change) => mqtt.onDeviceChanged(change));
  }

  // Every background job, in one place; singletons run in one instance at a time.
  jobs.add({
    name: 'device-stream',
    standby: () => deviceSync.watchEventStream({ watchdogMs: deps.jobs?.watchdogMs }),
    lead: () => deviceSync.leadEventStream(),
  });
  jobs.add({
    name: 'device-poll',
    scope: 'every-instance',
    everyMs: deps.jobs?.pollEveryMs ?? 60_000,
    run: () => deviceSync.poll(),
  });
  jobs.add({
    name: 'alert-sweep',
    everyMs: ALERT_SWEEP_MS,
    run: async () => {
      await alerting.alerts.sweep();
      await notifications.summarizeQuietHours();
    },
  });
  jobs.add({
    name: 'history-retention',
    everyMs: 15 * 60_000,
    run: () => enforceRetention(db, clock, deps.retention ?? DEFAULT_RETENTION),
  });
  // Starts the lanes with due messages and returns: a send never holds the job (or its lease).
  jobs.add({ name: 'notification-outbox', everyMs: 2000, run: async () => notifications.outbox.pump() });
  if (mqtt) jobs.add({ name: 'mqtt-publisher', lead: () => mqtt.lead() });
  jobs.add({ name: 'webhook-outbox', everyMs: 2000, run: () => outgoingWebhooks.runJob() });
  jobs.add({ name: 'live-events-prune', everyMs: 60_000, run: () => live.prune() });
  jobs.add({ name: 'idempotency-sweep', everyMs: 15 * 60_000, run: () => idempotency.sweep() });
  jobs.add({ name: 'trash-purge', everyMs: 60 * 60_000, run: () => trashPurge.runOnce() });
  const telegram = deps.notifications?.telegram;
  if (notifications.telegramUpdates && !telegram?.webhookSecret) {
    const updates = notifications.telegramUpdates;
    jobs.add({ name: 'telegram-updates', lead: () => updates.leadPolling() });
  }
  const water = createWaterService(db, clock);
  const history = createHistoryService(db);
  const firmware = createFirmwareService({
    db,
    cloud: deviceCloud,
    clock,
    firmwareDir: deps.firmwareDir ?? path.join(tmpdir(), 'canopy-firmware'),
    storage: deps.firmwareStorage,
  });

  registerErrorHandlers(app);
  // Headers first: a request the policy refuses still gets its answer with every security header.
  registerSecurityHeaders(app);
  registerDrainRefusal(app);
  registerPolicies(app, auth);
  // After the policies: its hook then runs second on every route, once the caller is known.
  await registerRateLimit(app, deps.rateLimitPerMinute, { database: deps.database, clock });
  registerNulRefusal(app);
  // Before the routes it hooks (the writes a phone may send twice); its hooks run after the policy's.
  const idempotency = registerIdempotency(app, { db, clock });
  await registerOpenApi(app);
  // Before every other route: its request timing hook sees them all.
  registerMetrics(app, metrics, deps.metricsToken);

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth, usersRepository);
  registerUserRoutes(app, users);
  registerMfaRoutes(
    app,
    createMfaService({ db, clock, users: usersRepository, mfaRequiredRoles }),
    auth.completeMfaLogin,
  );
  registerSessionRoutes(app, createSessionsService({ db, clock }));
  registerApiTokenRoutes(app, createApiTokensService({ db, clock }));
  registerAuditRoutes(app, createAuditService(db));
  registerTrashRoutes(app, trash);
  registerDeviceRoutes(app, devices);
  registerWaterRoutes(app, water);
  registerHistoryRoutes(app, history);
  registerDeviceNotes(app, { db, clock, users: usersRepository });
  registerHistoryExportRoutes(app, db, devicesRepository, history);
  registerAlertRoutes(app, alerting.alerts, alerting.rules);
  registerNotificationRoutes(app, notifications.settingsService);
  registerPushRoutes(
    app,
    createPushService({
      clock,
      subscriptions: notifications.pushSubscriptions,
      publicKey: pushSender.publicKey,
      turnPushOn: notifications.turnPushOn,
    }),
    { allowLoopbackHttp: deps.push?.allowLoopbackHttp },
  );
  registerSimulatorRoutes(app, deviceCloud);
  registerEventRoutes(app, live);
  registerWebhookRoutes(app, deviceSync, deps.webhookSecret);
  registerOutgoingWebhookRoutes(app, outgoingWebhooks.service);
  registerTelegramWebhook(app, notifications.telegramUpdates, telegram?.webhookSecret);
  const bugs = createBugsService({ db, clock, files, users: usersRepository });
  const tasks = createTasksService({ db, clock, files, users: usersRepository });
  // Multipart bodies only where uploads are taken: the plugin's two per-request hooks (temp-file
  // cleanup) cost every other request a measurable share of a tiny answer's CPU (docs/performance.md).
  // Elsewhere a multipart body is refused as an unsupported type (415) before any handler.
  await app.register(async (scope) => {
    // Defaults for every multipart route; each route narrows them (a single photo, a firmware cap).
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
    });
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    registerFirmwareRoutes(uploads, firmware);
    registerBugRoutes(uploads, bugs);
    registerTaskRoutes(uploads, tasks);
    registerFileRoutes(uploads, files);
    registerCuttingRoutes(uploads, cuttings);
  });
  registerStrainRoutes(app, strains);
  registerQrLabelRoutes(app, createQrLabelsService({ db, clock, publicUrl }));
  registerNewsRoutes(app, news);
  registerOpenApiRoute(app);
  await registerWebApp(app, deps.webDistDir);

  // Every instance hears the others' live events (not a job: all of them listen), from when it is ready.
  app.addHook('onReady', () => live.start());
  if (deps.jobs?.start) jobs.start(deps.jobs.start === true ? undefined : deps.jobs.start);
  // Background jobs stop with the app, so shutdown and test teardown never hang on them.
  app.addHook('onClose', async () => {
    // First, whatever a peer does: in-flight sends are aborted and go back to the outbox for the next leader.
    await notifications.outbox.stop();
    await jobs.stop();
    await telemetryWriter.close();
    await outgoingWebhooks.outbox.idle();
    // Last: the final telemetry flush still tells the other instances' browsers.
    await live.close();
  });

  return {
    app,
    /** Each route's response serializer and how often it was compared (strict responses). */
    responseSerializers: responses.routes,
    services: {
      auth,
      users,
      usersRepository,
      files,
      strains,
      cuttings,
      news,
      bugs,
      tasks,
      devices,
      water,
      history,
      deviceSync,
      telemetryWriter,
      events,
      jobs,
      live,
      alerts: alerting.alerts,
      alertRules: alerting.rules,
      evaluator: alerting.evaluator,
      notifications,
      mqtt,
      outgoingWebhooks,
      idempotency,
      trash,
      trashPurge,
    },
  };
}

export type ComposedApp = Awaited<ReturnType<typeof composeApp>>;
export type App = ComposedApp['app'];
export type AppServices = ComposedApp['services'];
