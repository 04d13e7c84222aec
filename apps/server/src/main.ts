import path from 'node:path';
import { composeApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { resolveJwtSecret } from './config/secrets.ts';
import { resolveVapidKeys } from './modules/push/vapid-keys.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DRAIN_GRACE_MS, drainApp } from './http/drain.ts';
import type { DeviceCloud } from './integrations/device-cloud/device-cloud.ts';
import { startEmbeddedCloud, type EmbeddedCloud } from './integrations/device-cloud/embedded-simulator.ts';
import { createFileStorages } from './integrations/file-storage/file-storages.ts';
import { createParticleClient } from './integrations/device-cloud/particle-client.ts';
import { createSmtpMailer } from './integrations/mail/mailer.ts';
import { createTelegramClient } from './integrations/messaging/telegram.ts';
import { DEMO_FLEET, deviceIdFor } from '@canopy/device-simulator/fleet';
import { systemClock } from './lib/clock.ts';
import { backfillDemoHistory } from './modules/devices/demo-backfill.ts';
import { seedDemo } from './modules/demo/seed-demo.ts';
import { seedDemoAutomations } from './modules/demo/seed-demo-automations.ts';
import { seedDemoCuttings } from './modules/demo/seed-demo-cuttings.ts';
import { seedDemoFeeding } from './modules/demo/seed-demo-feeding.ts';
import { DEMO_HISTORY_DAYS, seedDemoCrop } from './modules/demo/seed-demo-crop.ts';
import { seedDemoProtection } from './modules/demo/seed-demo-protection.ts';
import { seedDemoTasks } from './modules/demo/seed-demo-tasks.ts';
import { seedDemoWork } from './modules/demo/seed-demo-work.ts';
import { ensureFirstAdmin } from './modules/users/first-admin.ts';

/** Past the requests' grace period, how long stopping the jobs and closing may take before we give up. */
const SHUTDOWN_BACKSTOP_MS = DRAIN_GRACE_MS + 10_000;

async function main() {
  const config = loadConfig(process.env);
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: path.join(config.dataDir, 'canopy.db'),
  });
  await migrateToLatest(database.db);

  let embedded: EmbeddedCloud | null = null;
  let deviceCloud: DeviceCloud;
  if (config.particleAccessToken) {
    deviceCloud = createParticleClient({
      baseUrl: config.particleApiUrl ?? 'https://api.particle.io',
      token: config.particleAccessToken,
    });
  } else {
    const started = Date.now();
    // The demo's history reaches back to its oldest run's start, and its meters have counted since then.
    const historyFrom = started - DEMO_HISTORY_DAYS * 86_400_000;
    embedded = await startEmbeddedCloud(DEMO_FLEET, started, config.demo ? historyFrom : undefined);
    deviceCloud = embedded.cloud;
    if (config.demo) {
      const backfilling = Date.now();
      const rows = await backfillDemoHistory(database.db, systemClock, {
        fleet: embedded.fleet,
        now: started,
        from: historyFrom,
      });
      process.stdout.write(
        `Demo device history: ${rows} readings backfilled in ${Date.now() - backfilling} ms\n`,
      );
    }
  }

  const bot =
    config.telegram &&
    createTelegramClient({ botToken: config.telegram.botToken, apiUrl: config.telegram.apiUrl });
  const storages = createFileStorages(config.fileStorage, config.dataDir);
  const { app, services } = await composeApp({
    database,
    jwtSecret: await resolveJwtSecret(config.dataDir, config.jwtSecret),
    webDistDir: config.webDistDir,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    retention: config.retention,
    trashDays: config.trashDays,
    logger: { level: config.logLevel },
    deviceCloud,
    jobs: { start: true },
    webhookSecret: config.particleWebhookSecret,
    metricsToken: config.metricsToken,
    trustProxy: config.trustProxy,
    rateLimitPerMinute: config.rateLimitPerMinute,
    mfaRequiredRoles: config.mfaRequiredRoles,
    oidc: config.oidc && { settings: config.oidc, emergencyAdminEmail: config.adminEmail },
    mqtt: config.mqtt,
    firmwareDir: path.join(config.dataDir, 'firmware'),
    fileStorage: storages.uploads,
    firmwareStorage: storages.firmware,
    notifications: {
      telegram: bot && {
        bot,
        chatId: config.telegram?.chatId,
        webhookSecret: config.telegram?.webhookSecret,
      },
      mail: config.mail && createSmtpMailer(config.mail),
    },
    push: {
      keys: await resolveVapidKeys(config.dataDir, config.push.keys),
      subject: config.push.subject,
    },
  });
  if (bot && config.telegram?.webhookSecret) {
    // Telegram sends its updates here instead of to long polling; it needs PUBLIC_URL reachable over HTTPS.
    bot
      .setWebhook(`${config.publicUrl}/api/webhooks/telegram`, config.telegram.webhookSecret)
      .catch((err: unknown) => app.log.warn({ err }, 'the Telegram webhook could not be set'));
  }
  app.log.info(`Files are stored ${storages.description}`);
  if (embedded)
    app.log.info(`No PARTICLE_ACCESS_TOKEN: using the built-in device simulator at ${embedded.sim.url}`);
  await ensureFirstAdmin(
    { users: services.usersRepository, service: services.users, log: app.log },
    config.adminEmail,
    config.adminPassword,
  );
  if (config.demo) {
    const { usersRepository, files, strains, cuttings, news, bugs, tasks } = services;
    await seedDemo({ users: usersRepository, files, strains, news, log: app.log });
    await seedDemoCuttings({ users: usersRepository, files, strains, cuttings, log: app.log });
    await seedDemoWork({ users: usersRepository, bugs, tasks });
    const fleetLabels = new Set(embedded?.fleet.map((entry) => entry.label));
    await seedDemoCrop({
      users: usersRepository,
      strains,
      rooms: services.rooms,
      runs: services.runsApi,
      harvests: services.harvests,
      clock: systemClock,
      deviceIdOf: (label) => (fleetLabels.has(label) ? deviceIdFor(label) : undefined),
      motherOf: async (slug) =>
        (await cuttings.listForStrainSlug(null, slug)).find((c) => c.isMother && !c.retiredAt)?._id ?? null,
    });
    // After the runs: their rooms are fed while their plants grew there.
    await seedDemoFeeding({
      users: usersRepository,
      ...services.feeding,
      runs: services.runs,
      rooms: services.rooms,
      zone: services.siteZone,
      clock: systemClock,
    });
    // After the runs: the demo's SOP template is applied to its flowering run.
    await seedDemoTasks({
      users: usersRepository,
      accounts: services.users,
      tasks,
      templates: services.taskTemplates,
      applyTemplate: services.applyTaskTemplate,
      runs: services.runs,
      zone: services.siteZone,
      clock: systemClock,
    });
    // After the feeds (whose products go only into a database without any): scouting rounds and treatments.
    await seedDemoProtection({
      users: usersRepository,
      products: services.feeding.products,
      ...services.protection,
      runs: services.runs,
      rooms: services.rooms,
      zone: services.siteZone,
      clock: systemClock,
    });
    // After the rooms and the SOP template, which the automations name: profiles and automations.
    await seedDemoAutomations({
      users: usersRepository,
      profiles: services.climateProfiles.service,
      automations: services.automations,
      rooms: services.rooms,
      templates: services.taskTemplates,
      deviceIdOf: (label) => (fleetLabels.has(label) ? deviceIdFor(label) : undefined),
    });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests get DRAIN_GRACE_MS; a stuck job or close cannot keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_BACKSTOP_MS).unref();
    const { forced } = await drainApp(app);
    if (forced) app.log.warn('requests still running after the grace period were cut');
    await embedded?.close();
    storages.close();
    await database.destroy();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Canopy is running on ${config.publicUrl} (${database.dialect})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Canopy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
