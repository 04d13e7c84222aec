import type { FastifyBaseLogger } from 'fastify';
import { MailError, type MailMessage, type Mailer } from '../../integrations/mail/mailer.ts';
import { TelegramError, type TelegramBot } from '../../integrations/messaging/telegram.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PushChannel } from './push-channel.ts';
import { PushError } from '../push/push-sender.ts';
import { DeadlineError, withDeadline } from '../../lib/deadline.ts';
import { createOutboxLanes } from '../../lib/outbox-lanes.ts';
import { ackButtonLabel } from './messages/render.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';

export const OUTBOX_MAX_ATTEMPTS = 8;
/** How long one send may take, whatever the peer does; a send past it is aborted and retried later. */
export const SEND_DEADLINE_MS = 30_000;
/** How long a claimed message is ours to send before another drain may try it (beyond any deadline). */
const LEASE_MS = 60_000;
/** Connections one channel opens at once (SMTP servers limit a client to a few). */
const MAX_LANES_PER_CHANNEL = 8;

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
  /** How long one send may take (default `SEND_DEADLINE_MS`). */
  sendDeadlineMs?: number;
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

/** An e-mail row as a message: its text, and the HTML body and attachment the digest's rows carry. */
export function mailOf(row: NotificationRow): MailMessage {
  const attachment = row.attachment === null ? null : (JSON.parse(row.attachment) as StoredAttachment);
  return {
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    ...(row.html === null ? {} : { html: row.html }),
    ...(attachment === null
      ? {}
      : {
          attachments: [
            {
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: Buffer.from(attachment.base64, 'base64'),
            },
          ],
        }),
  };
}

/** How an outbox row keeps its attachment (`notifications.attachment`). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Delivers the outbox in lanes, one per channel and recipient (`createOutboxLanes`), so a peer that is
 * down or stalls (a dead SMTP server, a throttled bot, a mailbox whose server never answers) delays only
 * its own messages. Every send has a deadline it cannot outlive; failures back off exponentially up to a
 * limit, 429 waits out Telegram's `retry_after` for that chat, and Telegram messages to one chat are spaced.
 */
export function createNotificationOutbox(deps: NotificationOutboxDeps) {
  const spacingMs = deps.spacingMs ?? 1100;
  const deadlineMs = deps.sendDeadlineMs ?? SEND_DEADLINE_MS;
  const sleep = deps.sleep ?? defaultSleep;
  const lastSent = new Map<string, number>();

  async function sendTelegram(
    bot: TelegramBot,
    row: NotificationRow,
    signal: AbortSignal,
  ): Promise<string | null> {
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
        signal,
      });
      if (row.kind === 'acknowledged' && replyTo !== undefined) {
        await bot.clearButtons(row.recipient, replyTo, signal).catch(() => undefined);
      }
      return String(sent.messageId);
    } finally {
      lastSent.set(row.recipient, Date.now());
    }
  }

  function send(row: NotificationRow, signal: AbortSignal): Promise<string | null> {
    const { telegram, mail, push } = deps.channels;
    if (row.channel === 'telegram' && telegram) return sendTelegram(telegram, row, signal);
    if (row.channel === 'email' && mail) return mail.send(mailOf(row), signal).then(() => null);
    if (row.channel === 'push' && push) return push.send(row, signal);
    return Promise.reject(new Error(`The ${row.channel} channel is not configured`));
  }

  async function spaceTelegram(row: NotificationRow): Promise<void> {
    if (row.channel !== 'telegram') return;
    const wait = (lastSent.get(row.recipient) ?? 0) + spacingMs - Date.now();
    if (wait > 0) await sleep(wait);
  }

  async function deliver(row: NotificationRow, stopping: AbortSignal): Promise<boolean> {
    await spaceTelegram(row);
    const seen = Number(row.next_attempt_ms);
    if (!(await deps.notifications.claim(row.id, seen, deps.clock.now().getTime() + LEASE_MS))) return false;
    const attempts = row.attempts + 1;
    try {
      const externalId = await withDeadline(deadlineMs, stopping, (signal) => send(row, signal));
      await deps.notifications.markSent(row.id, deps.clock.now().toISOString(), attempts, externalId);
      return true;
    } catch (error) {
      const nowMs = deps.clock.now().getTime();
      const message = error instanceof Error ? error.message : 'send failed';
      if (stopping.aborted) {
        // Shutting down mid-send: not the message's fault, and whoever leads the outbox next sends it now.
        await deps.notifications.markFailed(row.id, row.attempts, nowMs, message);
        return false;
      }
      if (error instanceof DeadlineError)
        deps.log.warn({ channel: row.channel, ms: deadlineMs }, 'notification send passed its deadline');
      if ((error instanceof TelegramError || error instanceof PushError) && error.status === 429) {
        // Not the message's fault: the attempt does not count, and the chat (or browser) waits as told.
        const until = nowMs + (error.retryAfterSeconds ?? 5) * 1000;
        await deps.notifications.markFailed(row.id, row.attempts, until, message);
        await deps.notifications.defer(row.channel, row.recipient, until);
        return false;
      }
      const giveUp = isPermanent(error) || attempts >= OUTBOX_MAX_ATTEMPTS;
      const backoff = Math.min(2 ** attempts * 1000, 15 * 60_000);
      await deps.notifications.markFailed(row.id, attempts, giveUp ? null : nowMs + backoff, message);
      deps.log.warn({ channel: row.channel, attempts, giveUp }, 'notification not delivered');
      return false;
    }
  }

  return createOutboxLanes<NotificationRow>({
    due: (busy) => deps.notifications.due(deps.clock.now().getTime(), 100, busy),
    deliver,
    maxLanesPerChannel: MAX_LANES_PER_CHANNEL,
    stuckAfterMs: 2 * deadlineMs,
    onStuck: (lane, busyMs) =>
      deps.log.error({ channel: lane.channel, busyMs }, 'notification lane stuck past its deadlines'),
    onError: (err: unknown) => deps.log.warn({ err }, 'notification outbox failed'),
  });
}

export type NotificationOutbox = ReturnType<typeof createNotificationOutbox>;
