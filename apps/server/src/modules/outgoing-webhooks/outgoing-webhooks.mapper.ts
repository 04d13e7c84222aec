import { WEBHOOK_EVENTS, type WebhookEvent } from '@canopy/shared/outgoing-webhooks';
import type {
  Webhook,
  WebhookDelivery,
  WebhookDeliveryAttempt,
} from '@canopy/shared/schemas/outgoing-webhooks';
import type { WebhookAttemptRow, WebhookDeliveryRow } from './webhook-deliveries.repository.ts';
import type { WebhookRow } from './webhooks.repository.ts';

const isEvent = (value: unknown): value is WebhookEvent =>
  typeof value === 'string' && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** The events column as a list; a name this version does not know (a later one wrote it) is left out. */
export function eventsOf(row: Pick<WebhookRow, 'events'>): WebhookEvent[] {
  const parsed: unknown = JSON.parse(row.events);
  return Array.isArray(parsed) ? parsed.filter(isEvent) : [];
}

export function toApiWebhook(row: WebhookRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    events: eventsOf(row),
    enabled: row.enabled !== 0,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toApiAttempt(row: WebhookAttemptRow): WebhookDeliveryAttempt {
  return {
    attempt: row.attempt,
    at: row.attempted_at,
    status: row.status,
    durationMs: row.duration_ms,
    error: row.error,
  };
}

export function toApiDelivery(
  row: WebhookDeliveryRow,
  attempts: readonly WebhookAttemptRow[] = [],
): WebhookDelivery {
  return {
    _id: row.id,
    webhookId: row.webhook_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatus: row.last_status,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'pending' ? new Date(Number(row.next_attempt_ms)).toISOString() : null,
    deliveredAt: row.delivered_at,
    attemptLog: attempts.map(toApiAttempt),
  };
}
