import {
  inQuietHours,
  severityAtLeast,
  type AlertSeverity,
  type NotificationChannel,
} from '@canopy/shared/alerts';
import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import type { Language } from '@canopy/shared/languages';
import { instantOfLocal, localDateTime } from '@canopy/shared/local-time';
import { addDaysToDate } from '@canopy/shared/site-days';
import type { RecipientRow } from './notification-settings.repository.ts';
import type { NotificationKind } from './notifications.table.ts';

/** Which channels this server can deliver through (a bot token, SMTP, push keys). */
export type ChannelAvailability = Record<NotificationChannel, boolean>;

export interface PlannedDelivery {
  userId: string | null;
  channel: NotificationChannel;
  recipient: string;
  language: Language;
  /** Held by quiet hours, for the summary at their end. */
  held: boolean;
}

/** The minute of the day in the device time zone, which quiet hours are written in. */
export function minuteOfDay(nowMs: number, timeZone = DEVICE_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Where a user's messages go on a channel: a chat, an address, each subscribed browser; none when it cannot reach them. */
function addressesOf(
  row: RecipientRow,
  channel: NotificationChannel,
  pushSubscriptions: ReadonlyMap<string, readonly string[]>,
): readonly string[] {
  if (channel === 'telegram') return row.telegram_chat_id ? [row.telegram_chat_id] : [];
  if (channel === 'email') return [row.email_address ?? row.login];
  return pushSubscriptions.get(row.user_id) ?? [];
}

/**
 * Who hears about an alert event, on which channel: each user's channels and minimum severity; quiet
 * hours hold warnings (not critical ones); an acknowledgement is a reply in Telegram chats only. The
 * global Telegram chat hears everything, in English.
 */
export function planDeliveries(input: {
  kind: NotificationKind;
  severity: AlertSeverity;
  recipients: readonly RecipientRow[];
  available: ChannelAvailability;
  globalChat: string | null;
  minuteOfDay: number;
  /** Each user's push subscriptions (ids), one message per browser. */
  pushSubscriptions?: ReadonlyMap<string, readonly string[]>;
}): PlannedDelivery[] {
  const pushSubscriptions = input.pushSubscriptions ?? new Map<string, readonly string[]>();
  const channels: readonly NotificationChannel[] =
    input.kind === 'acknowledged' ? ['telegram'] : ['telegram', 'email', 'push'];
  const planned: PlannedDelivery[] = [];
  if (input.globalChat && input.available.telegram) {
    planned.push({
      userId: null,
      channel: 'telegram',
      recipient: input.globalChat,
      language: 'en',
      held: false,
    });
  }
  for (const row of input.recipients) {
    if (!severityAtLeast(input.severity, row.min_severity)) continue;
    const quiet = row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null;
    const held =
      input.kind !== 'acknowledged' && input.severity === 'warning' && inQuietHours(quiet, input.minuteOfDay);
    for (const channel of channels) {
      if (!row[channel] || !input.available[channel]) continue;
      for (const address of addressesOf(row, channel, pushSubscriptions)) {
        // The global chat already carries it; a user who linked that very chat gets it once.
        if (channel === 'telegram' && address === input.globalChat) continue;
        planned.push({ userId: row.user_id, channel, recipient: address, language: row.language, held });
      }
    }
  }
  return planned;
}

/** When quiet hours that hold `nowMs` end: their `to` on the device clock, today or tomorrow. */
export function quietHoursEnd(nowMs: number, to: string, timeZone = DEVICE_TIME_ZONE): number {
  const { date, time } = localDateTime(nowMs, timeZone);
  return Date.parse(instantOfLocal(time < to ? date : addDaysToDate(date, 1), to, timeZone));
}

/** A personal message's delivery: `notBeforeMs` is the end of the user's quiet hours, or now. */
export type PersonalDelivery = Omit<PlannedDelivery, 'held' | 'userId'> & {
  userId: string;
  notBeforeMs: number;
};

/**
 * Who hears a personal message (a task's, DESIGN 22) on which channel: each of `userIds` on the channels
 * they chose, as for alerts. No minimum severity applies (it is not an alert) and the global chat does not
 * hear it (it is one person's); quiet hours delay it to their end instead of holding it for a summary.
 */
export function planPersonalDeliveries(input: {
  userIds: readonly string[];
  recipients: readonly RecipientRow[];
  available: ChannelAvailability;
  nowMs: number;
  pushSubscriptions?: ReadonlyMap<string, readonly string[]>;
}): PersonalDelivery[] {
  const pushSubscriptions = input.pushSubscriptions ?? new Map<string, readonly string[]>();
  const wanted = new Set(input.userIds);
  const minute = minuteOfDay(input.nowMs);
  const planned: PersonalDelivery[] = [];
  for (const row of input.recipients) {
    if (!wanted.has(row.user_id)) continue;
    const quiet = row.quiet_from && row.quiet_to ? { from: row.quiet_from, to: row.quiet_to } : null;
    const notBeforeMs =
      quiet && inQuietHours(quiet, minute) ? quietHoursEnd(input.nowMs, quiet.to) : input.nowMs;
    for (const channel of ['telegram', 'email', 'push'] as const) {
      if (!row[channel] || !input.available[channel]) continue;
      for (const address of addressesOf(row, channel, pushSubscriptions))
        planned.push({
          userId: row.user_id,
          channel,
          recipient: address,
          language: row.language,
          notBeforeMs,
        });
    }
  }
  return planned;
}
