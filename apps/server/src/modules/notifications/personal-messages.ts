import type { Language } from '@canopy/shared/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RenderedMessage } from './messages/render.ts';
import type { NotificationSettingsRepository } from './notification-settings.repository.ts';
import type { NotificationsRepository, NewNotification } from './notifications.repository.ts';
import type { NotificationKind } from './notifications.table.ts';
import { planPersonalDeliveries, type ChannelAvailability } from './recipients.ts';
import { newNotification } from './new-notification.ts';

export interface PersonalMessagesDeps {
  settings: NotificationSettingsRepository;
  notifications: NotificationsRepository;
  available: ChannelAvailability;
  /** Push subscription ids of these users, read in the transaction that queues the messages. */
  pushSubscriptions(executor: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string[]>>;
}

/** One person's message, written when their language is known. */
export interface PersonalMessage {
  userId: string;
  render(language: Language): RenderedMessage;
}

/**
 * Queues messages to people (not about an alert) in the outbox, in the caller's transaction: each on the
 * channels its person chose, in their language, delayed past their quiet hours. The outbox sends them;
 * nothing is sent here. Returns how many deliveries were queued.
 */
export async function queuePersonalMessages(
  deps: PersonalMessagesDeps,
  executor: Kysely<Database>,
  kind: NotificationKind,
  messages: readonly PersonalMessage[],
  nowMs: number,
): Promise<number> {
  if (messages.length === 0) return 0;
  const userIds = messages.map((message) => message.userId);
  const plans = planPersonalDeliveries({
    userIds,
    recipients: await deps.settings.recipients(executor),
    available: deps.available,
    nowMs,
    pushSubscriptions: deps.available.push ? await deps.pushSubscriptions(executor, userIds) : undefined,
  });
  const byUser = new Map(messages.map((message) => [message.userId, message]));
  const rendered = new Map<string, RenderedMessage>();
  const rows: NewNotification[] = plans.map((plan) => {
    const key = `${plan.userId}\n${plan.language}`;
    const message = rendered.get(key) ?? byUser.get(plan.userId)!.render(plan.language);
    rendered.set(key, message);
    return newNotification(
      {
        alert_id: null,
        user_id: plan.userId,
        channel: plan.channel,
        recipient: plan.recipient,
        kind,
        severity: null,
        language: plan.language,
        ...message,
        next_attempt_ms: plan.notBeforeMs,
      },
      nowMs,
    );
  });
  await deps.notifications.insert(executor, rows);
  return rows.length;
}
