import type { NotificationChannel } from '@canopy/shared/alerts';
import type { FastifyBaseLogger } from 'fastify';
import { MailError, type Mailer } from '../../integrations/mail/mailer.ts';
import { TelegramError, type TelegramBot } from '../../integrations/messaging/telegram.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PushChannel } from './push-channel.ts';
import { PushError } from '../push/push-sender.ts';
import { createOutboxPasses } from '../../lib/outbox-passes.ts';
import { ackButtonLabel } from './messages/render.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export const OUTBOX_MAX_ATTEMPTS = 8;
/** How long a claimed message is ours to send before another drain may try it. */
const LEASE_MS = 60_000;

export interface Channels {
  telegram?: TelegramBot;
  mail?: Mailer;
  push?: PushChannel;
}

export interface NotificationOutboxDeps {
  notifications: NotificationsRepository;
  channels: Channels;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Whether an alert still wants its Acknowledge button (open, not yet acknowledged). */
  isAcknowledgeable(alertId: string): Promise<boolean>;
  /** Telegram allows about one message per second per chat. */
  spacingMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** A failure the message itself causes (a blocked bot, a refused mailbox): retrying cannot help. */
function isPermanent(error: unknown): boolean {
  if (error instanceof MailError) return error.permanent;
  if (error instanceof PushError) return error.permanent;
  if (error instanceof TelegramError)
    return error.status !== null && error.status >= 400 && error.status < 500;
  return false;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Delivers the outbox. Each channel drains on its own, so a channel that is down (a dead SMTP server, a
 * throttled bot) delays only its own messages; failures back off exponentially up to a limit, 429 waits
 * out Telegram's `retry_after` for that chat, and Telegram messages to one chat are spaced.
 */
export function createNotificationOutbox(deps: NotificationOutboxDeps) {
  const spacingMs = deps.spacingMs ?? 1100;
  const sleep = deps.sleep ?? defaultSleep;
  const lastSent = new Map<string, number>();

  async function sendTelegram(bot: TelegramBot, row: NotificationRow): Promise<string | null> {
    const wait = (lastSent.get(row.recipient) ?? 0) + spacingMs - Date.now();
    if (wait > 0) await sleep(wait);
    const replyTo = row.reply_to === null ? undefined : Number(row.reply_to);
    const wantsButton =
      (row.kind === 'opened' || row.kind === 'repeat') &&
      row.alert_id !== null &&
      (await deps.isAcknowledgeable(row.alert_id));
    try {
      const sent = await bot.sendMessage(row.recipient, row.text, {
        replyTo,
        acknowledge: wantsButton
          ? { alertId: row.alert_id!, label: ackButtonLabel(row.language) }
          : undefined,
      });
      if (row.kind === 'acknowledged' && replyTo !== undefined) {
        await bot.clearButtons(row.recipient, replyTo).catch(() => undefined);
      }
      return String(sent.messageId);
    } finally {
      lastSent.set(row.recipient, Date.now());
    }
  }

  async function send(row: NotificationRow): Promise<string | null> {
    if (row.channel === 'telegram' && deps.channels.telegram)
      return sendTelegram(deps.channels.telegram, row);
    if (row.channel === 'email' && deps.channels.mail) {
      await deps.channels.mail.send({ to: row.recipient, subject: row.subject, text: row.text });
      return null;
    }
    if (row.channel === 'push' && deps.channels.push) return deps.channels.push.send(row);
    throw new Error(`The ${row.channel} channel is not configured`);
  }

  async function deliver(row: NotificationRow, throttled: Set<string>): Promise<boolean> {
    if (throttled.has(row.recipient)) return false;
    const seen = Number(row.next_attempt_ms);
    if (!(await deps.notifications.claim(row.id, seen, deps.clock.now().getTime() + LEASE_MS))) return false;
    const attempts = row.attempts + 1;
    try {
      const externalId = await send(row);
      await deps.notifications.markSent(row.id, deps.clock.now().toISOString(), attempts, externalId);
      return true;
    } catch (error) {
      const nowMs = deps.clock.now().getTime();
      const message = error instanceof Error ? error.message : 'send failed';
      if ((error instanceof TelegramError || error instanceof PushError) && error.status === 429) {
        // Not the message's fault: the attempt does not count, and the chat (or browser) waits as told.
        const until = nowMs + (error.retryAfterSeconds ?? 5) * 1000;
        await deps.notifications.markFailed(row.id, row.attempts, until, message);
        await deps.notifications.defer(row.channel, row.recipient, until);
        throttled.add(row.recipient);
        return false;
      }
      const giveUp = isPermanent(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
      const backoff = Math.min(2 ** attempts * 1000, 15 * 60_000);
      await deps.notifications.markFailed(row.id, attempts, giveUp ? null : nowMs + backoff, message);
      deps.log.warn({ channel: row.channel, attempts, giveUp }, 'notification not delivered');
      return false;
    }
  }

  async function drainChannel(rows: NotificationRow[]): Promise<number> {
    const throttled = new Set<string>();
    let delivered = 0;
    for (const row of rows) if (await deliver(row, throttled)) delivered += 1;
    return delivered;
  }

  async function drain(): Promise<number> {
    const due = await deps.notifications.due(deps.clock.now().getTime(), 100);
    const byChannel = new Map<NotificationChannel, NotificationRow[]>();
    for (const row of due) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
    const counts = await Promise.all([...byChannel.values()].map(drainChannel));
    return counts.reduce((sum, n) => sum + n, 0);
  }

  return createOutboxPasses(drain, (err: unknown) => deps.log.warn({ err }, 'notification outbox failed'));
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;
