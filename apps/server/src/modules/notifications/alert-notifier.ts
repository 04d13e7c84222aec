import type { AlertMetric } from '@canopy/shared/alerts';
import type { Language } from '@canopy/shared/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AlertNotifier, NotifyEvent } from '../alerts/alert-evaluator.ts';
import { alertCrop } from '../alerts/alert-crop.ts';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { renderAlertMessage, type AlertMessageInput, type RenderedMessage } from './messages/render.ts';
import type { NotificationSettingsRepository } from './notification-settings.repository.ts';
import type { NewNotification, NotificationsRepository } from './notifications.repository.ts';
import { minuteOfDay, planDeliveries, type ChannelAvailability } from './recipients.ts';
import { newNotification } from './new-notification.ts';

export interface AlertNotifierDeps {
  settings: NotificationSettingsRepository;
  notifications: NotificationsRepository;
  available: ChannelAvailability;
  /** `TELEGRAM_CHAT_ID`: a chat that hears every alert. */
  globalChat: string | null;
  publicUrl: string;
  /** Push subscription ids of these users, read in the transaction that queues the messages. */
  pushSubscriptions(executor: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string[]>>;
  /** Runs the outbox soon (after the commit that queued the messages). */
  kick(): void;
}

/** What the message renderer needs of an alert. */
export function messageInput(
  alert: AlertRow,
  event: NotifyEvent | 'summary',
  atMs: number,
): AlertMessageInput {
  return {
    event: event === 'summary' ? 'opened' : event,
    severity: alert.severity,
    kind: alert.kind,
    ruleName: alert.rule_name,
    ruleNamePreset: alert.rule_name_preset,
    deviceName: alert.device_name,
    deviceType: alert.device_type,
    deviceId: alert.device_id,
    metric: alert.metric as AlertMetric | null,
    value: alert.value,
    limit: alert.limit_value,
    direction: alert.direction,
    openedAt: Date.parse(alert.opened_at),
    at: atMs,
    resolution: alert.resolution,
    acknowledgedBy: alert.acknowledged_by_email,
    ackNote: alert.ack_note,
    crop: alertCrop(alert.crop),
  };
}

/** Queues an alert event's messages to everyone who should hear it, rendered in each one's language. */
export function createAlertNotifier(deps: AlertNotifierDeps): AlertNotifier {
  return {
    async enqueue(executor: Kysely<Database>, alert: AlertRow, event: NotifyEvent, nowMs: number) {
      const recipients = await deps.settings.recipients(executor);
      const wantPush = deps.available.push && event !== 'acknowledged';
      const plans = planDeliveries({
        kind: event,
        severity: alert.severity,
        recipients,
        pushSubscriptions: wantPush
          ? await deps.pushSubscriptions(
              executor,
              recipients.filter((row) => row.push !== 0).map((row) => row.user_id),
            )
          : undefined,
        available: deps.available,
        globalChat: deps.globalChat,
        minuteOfDay: minuteOfDay(nowMs),
      });
      if (plans.length === 0) return;
      // An acknowledgement answers the alert's own message in each chat (and its button goes).
      const replyTo =
        event === 'acknowledged'
          ? new Map(
              (await deps.notifications.sentWithButton(executor, alert.id)).map((row) => [
                row.recipient,
                row.external_id,
              ]),
            )
          : new Map<string, string | null>();
      const rendered = new Map<Language, RenderedMessage>();
      const render = (language: Language) => {
        const message =
          rendered.get(language) ??
          renderAlertMessage(messageInput(alert, event, nowMs), { language, publicUrl: deps.publicUrl });
        rendered.set(language, message);
        return message;
      };
      const rows: NewNotification[] = plans.map((plan) =>
        newNotification(
          {
            alert_id: alert.id,
            user_id: plan.userId,
            channel: plan.channel,
            recipient: plan.recipient,
            kind: event,
            severity: alert.severity,
            language: plan.language,
            ...render(plan.language),
            status: plan.held ? 'held' : 'pending',
            reply_to: replyTo.get(plan.recipient) ?? null,
          },
          nowMs,
        ),
      );
      await deps.notifications.insert(executor, rows);
    },
    kick: () => deps.kick(),
  };
}
