/** Power alerts, always stored (DESIGN section 8). */
export interface DeviceAlertsTable {
  id: string;
  device_id: string;
  kind: 'power_lost' | 'power_restored';
  message: string;
  created_at: string;
}

/** Messages waiting for delivery; a row is done once `sent_at` is set. */
export interface MessageOutboxTable {
  id: string;
  chat_id: string;
  text: string;
  attempts: number;
  /** Epoch ms (bigint: a string on PostgreSQL). */
  next_attempt_at: number | string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}
