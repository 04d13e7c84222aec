import {
  inQuietHours,
  severityAtLeast,
  type AlertSeverity,
  type NotificationChannel,
} from '@canopy/shared/alerts';
import { DEVICE_TIME_ZONE } from '@canopy/shared/constants';
import type { Language } from '@canopy/shared/languages';
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
