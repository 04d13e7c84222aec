import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createAppStateRepository } from '../../db/app-state.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { TelegramBot } from '../../integrations/messaging/telegram.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Delivery } from '../alerts/alert-model.ts';
import type { AlertRow } from '../alerts/alerts.repository.ts';
import type { PushSender } from '../push/push-sender.ts';
import { createPushSubscriptionsRepository } from '../push/push-subscriptions.repository.ts';
import { createAlertNotifier } from './alert-notifier.ts';
import { createNotificationOutbox } from './notification-outbox.ts';
import { createNotificationSettingsRepository, defaultSettings } from './notification-settings.repository.ts';
import { createNotificationSettingsService } from './notification-settings.service.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createPushChannel } from './push-channel.ts';
import { summarizeEndedQuietHours } from './quiet-summary.ts';
import { createTelegramUpdates } from './telegram-updates.ts';

export interface NotificationChannelsConfig {
  telegram?: { bot: TelegramBot; chatId?: string; webhookSecret?: string };
  mail?: Mailer;
  /** Web Push with the server's VAPID keys, to each subscribed browser. */
  push?: PushSender;
  /** Spacing of Telegram messages to one chat (about one a second). */
  spacingMs?: number;
  /** How long one send may take before it is aborted and retried (default 30 s). */
  sendDeadlineMs?: number;
}

export interface NotificationsModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  publicUrl: string;
  channels: NotificationChannelsConfig;
  loginOf(userId: string): Promise<string>;
  findAlerts(executor: Kysely<Database>, ids: readonly string[]): Promise<AlertRow[]>;
  acknowledge(userId: string, alertId: string): Promise<void>;
  /** False in tests that run the outbox by hand: queued messages then wait for them. */
  deliverSoon(): boolean;
}

/** Notification settings, the outbox of every channel, quiet-hours summaries and the Telegram bot. */
export function createNotificationsModule(deps: NotificationsModuleDeps) {
  const settings = createNotificationSettingsRepository(deps.db);
  const notifications = createNotificationsRepository(deps.db);
  const bot = deps.channels.telegram?.bot;
  const pushSender = deps.channels.push;
  const pushSubscriptions = createPushSubscriptionsRepository(deps.db);
  const available = {
    telegram: Boolean(bot),
    email: Boolean(deps.channels.mail),
    push: Boolean(pushSender),
  };

  const outbox = createNotificationOutbox({
    notifications,
    channels: {
      telegram: bot,
      mail: deps.channels.mail,
      push:
        pushSender &&
        createPushChannel({
          db: deps.db,
          sender: pushSender,
          subscriptions: pushSubscriptions,
          clock: deps.clock,
          findAlerts: deps.findAlerts,
        }),
    },
    clock: deps.clock,
    log: deps.log,
    spacingMs: deps.channels.spacingMs,
    sendDeadlineMs: deps.channels.sendDeadlineMs,
    isAcknowledgeable: async (alertId) =>
      (await deps.findAlerts(deps.db, [alertId])).some((alert) => alert.state === 'open'),
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
        acknowledge: deps.acknowledge,
      })
    : null;

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
    settingsService: createNotificationSettingsService({
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
    }),
    /** Subscribing a browser is asking for push: the user's push channel goes on with it. */
    async turnPushOn(userId: string, updatedAt: string): Promise<void> {
      const current = (await settings.find(userId)) ?? defaultSettings(userId, updatedAt);
      if (current.push === 0) await settings.save({ ...current, push: 1, updated_at: updatedAt });
    },
    summarizeQuietHours: () =>
      summarizeEndedQuietHours({
        db: deps.db,
        clock: deps.clock,
        settings,
        notifications,
        publicUrl: deps.publicUrl,
        findAlerts: deps.findAlerts,
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
