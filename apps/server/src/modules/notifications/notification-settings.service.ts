import { TELEGRAM_LINK_TTL_MS, type NotificationChannel } from '@canopy/shared/alerts';
import type {
  NotificationSettings,
  NotificationSettingsBody,
  TelegramLink,
} from '@canopy/shared/schemas/alerts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { notificationSettingsBodySchema } from '@canopy/shared/schemas/alerts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newShortId } from '../../lib/ids.ts';
import { diffChanges } from '../audit/audit-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { renderTestMessage } from './messages/render.ts';
import {
  defaultSettings,
  type NotificationSettingsRepository,
  type NotificationSettingsRow,
} from './notification-settings.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { ChannelAvailability } from './recipients.ts';
import { newNotification } from './new-notification.ts';

export interface NotificationSettingsServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: NotificationSettingsRepository;
  notifications: NotificationsRepository;
  available: ChannelAvailability;
  publicUrl: string;
  /** The bot's @name, for the t.me link; null when unknown or no bot. */
  botUsername(): Promise<string | null>;
  pushSubscriptions(executor: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string[]>>;
  loginOf(userId: string): Promise<string>;
  kick(): void;
}

const telegramUnavailable = () =>
  new AppError(400, 'notifications.telegram_unavailable', 'Telegram is not set up on this server');
const noChannel = () =>
  new AppError(400, 'notifications.no_channel', 'Turn on a channel that can reach you first');

/** What the audit log keeps of the settings: what a person chose (never a link code). */
const audited = (row: NotificationSettingsRow) => ({
  telegram: row.telegram !== 0,
  email: row.email !== 0,
  push: row.push !== 0,
  quietFrom: row.quiet_from,
  quietTo: row.quiet_to,
  minSeverity: row.min_severity,
  emailAddress: row.email_address,
  language: row.language,
  telegramLinked: row.telegram_chat_id !== null,
  digest: row.digest !== 0,
});
const AUDITED_FIELDS = [
  'telegram',
  'email',
  'push',
  'quietFrom',
  'quietTo',
  'minSeverity',
  'emailAddress',
  'language',
  'telegramLinked',
  'digest',
] as const;

/** Each user's own notification settings, their Telegram link and a test message. */
export function createNotificationSettingsService(deps: NotificationSettingsServiceDeps) {
  async function current(userId: string): Promise<NotificationSettingsRow> {
    return (await deps.settings.find(userId)) ?? defaultSettings(userId, deps.clock.now().toISOString());
  }

  async function toApi(row: NotificationSettingsRow): Promise<NotificationSettings> {
    return {
      channels: { telegram: row.telegram !== 0, email: row.email !== 0, push: row.push !== 0 },
      quietHours: row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null,
      minSeverity: row.min_severity,
      email: row.email_address,
      language: row.language,
      emailTo: row.email_address ?? (await deps.loginOf(row.user_id)),
      telegram: {
        available: deps.available.telegram,
        linked: row.telegram_chat_id !== null,
        botUsername: deps.available.telegram ? await deps.botUsername() : null,
      },
      emailAvailable: deps.available.email,
      pushAvailable: deps.available.push,
      digest: row.digest !== 0,
    };
  }

  /** Saves the row and logs what changed, both or neither; an unchanged save logs nothing. */
  async function saveLogged(before: NotificationSettingsRow, after: NotificationSettingsRow) {
    const changes = diffChanges(audited(before), audited(after), AUDITED_FIELDS);
    await deps.db.transaction().execute(async (trx) => {
      await deps.settings.save(after, trx);
      if (Object.keys(changes).length === 0) return;
      await recordAudit(trx, {
        at: new Date(after.updated_at),
        actor: { id: after.user_id },
        action: 'update',
        entity: 'notification_settings',
        entityId: after.user_id,
        summary: `Notification settings changed: ${Object.keys(changes).join(', ')}`,
        event: 'changed',
        values: { fields: Object.keys(changes) },
        changes,
      });
    });
  }

  return {
    async get(userId: string): Promise<NotificationSettings> {
      return toApi(await current(userId));
    },

    async update(
      userId: string,
      body: z.output<typeof notificationSettingsBodySchema>,
    ): Promise<NotificationSettings> {
      const before = await current(userId);
      const row: NotificationSettingsRow = {
        ...before,
        telegram: body.channels.telegram ? 1 : 0,
        email: body.channels.email ? 1 : 0,
        push: body.channels.push ? 1 : 0,
        quiet_from: body.quietHours?.from ?? null,
        quiet_to: body.quietHours?.to ?? null,
        min_severity: body.minSeverity,
        email_address: body.email,
        language: body.language,
        digest: body.digest === undefined ? before.digest : body.digest ? 1 : 0,
        updated_at: deps.clock.now().toISOString(),
      };
      await saveLogged(before, row);
      return toApi(row);
    },

    /** A one-time code for `/start <code>`, live for 15 minutes; a new one replaces the last. */
    async createTelegramLink(userId: string): Promise<TelegramLink> {
      if (!deps.available.telegram) throw telegramUnavailable();
      const nowMs = deps.clock.now().getTime();
      const code = newShortId(8);
      await deps.settings.createLinkCode(userId, code, nowMs + TELEGRAM_LINK_TTL_MS);
      const bot = await deps.botUsername();
      return {
        code,
        expiresAt: new Date(nowMs + TELEGRAM_LINK_TTL_MS).toISOString(),
        url: bot ? `https://t.me/${bot}?start=${code}` : null,
      };
    },

    async unlinkTelegram(userId: string): Promise<void> {
      const row = await deps.settings.find(userId);
      if (row)
        await saveLogged(row, { ...row, telegram_chat_id: null, updated_at: deps.clock.now().toISOString() });
    },

    /** Queues a test message on each channel the user turned on and this server can deliver. */
    async sendTest(userId: string): Promise<{ queued: { channel: NotificationChannel; to: string }[] }> {
      const row = await current(userId);
      const login = await deps.loginOf(userId);
      const targets: { channel: NotificationChannel; to: string }[] = [];
      if (row.telegram && deps.available.telegram && row.telegram_chat_id) {
        targets.push({ channel: 'telegram', to: row.telegram_chat_id });
      }
      if (row.email && deps.available.email)
        targets.push({ channel: 'email', to: row.email_address ?? login });
      if (row.push && deps.available.push) {
        const browsers = (await deps.pushSubscriptions(deps.db, [userId])).get(userId) ?? [];
        for (const id of browsers) targets.push({ channel: 'push', to: id });
      }
      if (targets.length === 0) throw noChannel();
      const nowMs = deps.clock.now().getTime();
      const message = renderTestMessage({
        language: row.language,
        publicUrl: deps.publicUrl,
        userEmail: login,
      });
      await deps.notifications.insert(
        deps.db,
        targets.map((target) =>
          newNotification(
            {
              alert_id: null,
              user_id: userId,
              channel: target.channel,
              recipient: target.to,
              kind: 'test',
              severity: null,
              language: row.language,
              ...message,
            },
            nowMs,
          ),
        ),
      );
      deps.kick();
      return { queued: targets };
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
export type { NotificationSettingsBody };
