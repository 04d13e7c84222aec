import type {
  WebhookDeliveryEvent,
  WebhookDeliveryStatus,
  WebhookDisabledReason,
} from '@canopy/shared/outgoing-webhooks';

/** Epoch milliseconds in a bigint column: a string on PostgreSQL. */
type EpochMs = number | string;

export interface WebhooksTable {
  id: string;
  url: string;
  /** JSON array of `WebhookEvent`. */
  events: string;
  secret: string;
  enabled: number;
  disabled_reason: WebhookDisabledReason | null;
  created_at: string;
  updated_at: string;
}

/** The outbox of outgoing webhooks and the record of every delivery. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event: WebhookDeliveryEvent;
  event_key: string;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_ms: EpochMs;
  last_status: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
}

/** One attempt of a delivery: the log integrators read, every answer and not only the last. */
export interface WebhookDeliveryAttemptsTable {
  delivery_id: string;
  /** 1 for the first attempt. */
  attempt: number;
  attempted_at: string;
  /** The receiver's HTTP status; null when it never answered. */
  status: number | null;
  duration_ms: number;
  error: string | null;
}

export interface WebhookDeviceStatesTable {
  device_id: string;
  status: 'online' | 'offline';
  changed_at: string;
}
