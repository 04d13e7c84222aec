import type { Language } from '@canopy/shared/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createAppStateRepository } from '../../db/app-state.ts';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { TelegramBot } from '../../integrations/messaging/telegram.ts';
import type { Job } from '../../jobs/job-registry.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Port } from '../../lib/port.ts';
import type { Delivery } from '../alerts/alert-model.ts';
import type { AlertsModule } from '../alerts/alerts.module.ts';
import { createPushModule, type PushSettings } from '../push/push.module.ts';
import { createAlertNotifier } from './alert-notifier.ts';
import { createAutomationNotices, type AutomationNoticesDeps } from './automation-notices.ts';
import { queueDigest } from './digest-delivery.ts';
import { createNotificationOutbox } from './notification-outbox.ts';
import { createNotificationSettingsRepository, defaultSettings } from './notification-settings.repository.ts';
import { createNotificationSettingsService } from './notification-settings.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { registerNotificationRoutes, registerTelegramWebhook } from './notifications.routes.ts';
import { createPushChannel } from './push-channel.ts';
import { summarizeEndedQuietHours } from './quiet-summary.ts';
import { createTaskNotices } from './task-notices.ts';
import type { TaskNoticesDeps } from './task-notices.types.ts';
import { createTelegramUpdates } from './telegram-updates.ts';

export interface NotificationChannelsConfig {
  telegram?: { bot: TelegramBot; chatId?: string; webhookSecret?: string };
  mail?: Mailer;
  /** Spacing of Telegram messages to one chat (about one a second). */
  spacingMs?: number;
  /** How long one send may take before it is aborted and retried (default 30 s). */
  sendDeadlineMs?: number;
}

/** What notifications need of alerts: read them, and acknowledge one from Telegram's button. */
export type NotificationAlerts = Pick<AlertsModule, 'findAlerts' | 'acknowledge'>;

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Telegram and e-mail; Web Push is made here from `push`. */
  channels: NotificationChannelsConfig;
  push: PushSettings;
  loginOf(userId: string): Promise<string>;
  /** Alerts are made after notifications (they notify through them): `compose/alerting.ts` binds this port then. */
  alerts: Port<NotificationAlerts>;
  /** False in tests that run the outbox by hand: queued messages then wait for them. */
  deliverSoon(): boolean;
}

/**
 * Notification settings, the outbox of every channel (Telegram, e-mail, Web Push), quiet-hours summaries
 * and the Telegram bot: their routes (with Web Push's), the `notification-outbox` job, and the bot's own
 * entry points (`telegram`).
 */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const settings = createNotificationSettingsRepository(deps.db);
  const notifications = createNotificationsRepository(deps.db);
  const telegram = deps.channels.telegram;
  const bot = telegram?.bot;
  /** Subscribing a browser is asking for push: the user's push channel goes on with it. */
  async function turnPushOn(userId: string, updatedAt: string): Promise<void> {
    const current = (await settings.find(userId)) ?? defaultSettings(userId, updatedAt);
    if (current.push === 0) await settings.save({ ...current, push: 1, updated_at: updatedAt });
  }
  const push = createPushModule({ db: deps.db, clock: deps.clock, settings: deps.push, turnPushOn });
  const findAlerts = (executor: Kysely<Database>, ids: readonly string[]) =>
    deps.alerts.get().findAlerts(executor, ids);
  const pushSubscriptions = push.subscriptions;
  const available = {
    telegram: Boolean(bot),
    email: Boolean(deps.channels.mail),
    push: true,
  };

  const outbox = createNotificationOutbox({
    notifications,
    channels: {
      telegram: bot,
      mail: deps.channels.mail,
      push: createPushChannel({
        db: deps.db,
        sender: push.sender,
        subscriptions: pushSubscriptions,
        clock: deps.clock,
        findAlerts,
      }),
    },
    clock: deps.clock,
    log: deps.log,
    spacingMs: deps.channels.spacingMs,
    sendDeadlineMs: deps.channels.sendDeadlineMs,
    isAcknowledgeable: async (alertId) =>
      (await findAlerts(deps.db, [alertId])).some((alert) => alert.state === 'open'),
  });
  const kick = () => {
    if (deps.deliverSoon()) outbox.kick();
  };

  // Asked once; a failure is not remembered, so the next call asks again.
  let botName: Promise<string | null> | null = null;
  const botUsername = (): Promise<string | null> => {
    if (!bot) return Promise.resolve(null);
    const asked =
      botName ??
      bot.getMe().then(
        (me) => me.username,
        () => {
          botName = null;
          return null;
        },
      );
    botName = asked;
    return asked;
  };

  const telegramUpdates = bot
    ? createTelegramUpdates({
        db: deps.db,
        bot,
        clock: deps.clock,
        log: deps.log,
        settings,
        appState: createAppStateRepository(deps.db),
        acknowledge: (userId, alertId) => deps.alerts.get().acknowledge(userId, alertId),
      })
    : null;
  const jobs: Job[] = [
    // Starts the lanes with due messages and returns: a send never holds the job (or its lease).
    { name: 'notification-outbox', everyMs: 2000, run: async () => outbox.pump() },
  ];
  // The bot's updates come by webhook when its secret is set, else by long polling.
  const telegramPolling: Job[] =
    telegramUpdates && !telegram?.webhookSecret
      ? [{ name: 'telegram-updates', lead: () => telegramUpdates.leadPolling() }]
      : [];

  const settingsService = createNotificationSettingsService({
    db: deps.db,
    clock: deps.clock,
    settings,
    notifications,
    available,
    publicUrl: deps.publicUrl,
    botUsername,
    pushSubscriptions: pushSubscriptions.idsByUser,
    loginOf: deps.loginOf,
    kick,
  });

  // What the task and automation notices share: where they queue, how they pick channels, the outbox kick.
  const noticeChannels = {
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
    settings,
    notifications,
    available,
    pushSubscriptions: pushSubscriptions.idsByUser,
    kick,
  };

  return {
    notifier: createAlertNotifier({
      settings,
      notifications,
      available,
      globalChat: deps.channels.telegram?.chatId ?? null,
      publicUrl: deps.publicUrl,
      pushSubscriptions: pushSubscriptions.idsByUser,
      kick,
    }),
    outbox,
    telegramUpdates,
    pushSubscriptions,
    settingsService,
    turnPushOn,
    /** The language a user reads the server's words in: their settings', English until they chose one. */
    async languageOf(userId: string): Promise<Language> {
      return (await settings.find(userId))?.language ?? 'en';
    },
    jobs,
    /** The settings routes, then Web Push's (the public key, each user's browser subscriptions). */
    routes(app: AppInstance): void {
      registerNotificationRoutes(app, settingsService);
      push.routes(app);
    },
    /**
     * The bot's updates: `POST /api/webhooks/telegram` (on when its webhook secret is set), registered with
     * the other webhooks, and the `telegram-updates` long polling job otherwise.
     */
    telegram: {
      routes: (app: AppInstance) => registerTelegramWebhook(app, telegramUpdates, telegram?.webhookSecret),
      jobs: telegramPolling,
    },
    /**
     * Tasks' messages (assignment, the morning list, overdue high-priority tasks) through these channels:
     * made by the composition once the tasks' reminders and the site's zone exist.
     */
    taskNotices: (needs: Pick<TaskNoticesDeps, 'tasks' | 'zone'>) =>
      createTaskNotices({
        ...needs,
        ...noticeChannels,
        appState: createAppStateRepository(deps.db),
        loginOf: deps.loginOf,
      }),
    /**
     * An automation's run told to people through these channels (DESIGN 24): made by the composition once
     * the site's zone exists; `notify(userIds, run)` queues one message each.
     */
    automationNotices: (needs: Pick<AutomationNoticesDeps, 'zone'>) =>
      createAutomationNotices({ ...needs, ...noticeChannels }),
    /**
     * The weekly digest's readers and its delivery (DESIGN 26): who opted in, and one person's digest
     * queued on their e-mail and Telegram in the caller's transaction; `kick` runs the outbox after it.
     */
    digests: {
      readers: () => settings.digestReaders(),
      queue: (executor: Kysely<Database>, input: Parameters<typeof queueDigest>[2]) =>
        queueDigest({ settings, notifications, available }, executor, input),
      kick,
    },
    summarizeQuietHours: () =>
      summarizeEndedQuietHours({
        db: deps.db,
        clock: deps.clock,
        settings,
        notifications,
        publicUrl: deps.publicUrl,
        findAlerts,
      }),
    async deliveriesOf(alertIds: readonly string[]): Promise<Map<string, Delivery[]>> {
      const byAlert = new Map<string, Delivery[]>();
      for (const row of await notifications.ofAlerts(alertIds)) {
        const list = byAlert.get(row.alert_id!) ?? [];
        list.push({
          channel: row.channel,
          to: row.recipient,
          kind: row.kind,
          at: row.sent_at ?? row.created_at,
          status: row.status,
        });
        byAlert.set(row.alert_id!, list);
      }
      return byAlert;
    },
  };
}

export type NotificationsModule = ReturnType<typeof createNotificationsModule>;
