import { newId } from '../../lib/ids.ts';
import type { NewNotification } from './notifications.repository.ts';

/** What a message says and to whom; the outbox's own fields start the same for every message. */
export type QueuedMessage = Omit<
  NewNotification,
  | 'id'
  | 'status'
  | 'attempts'
  | 'next_attempt_ms'
  | 'sent_at'
  | 'last_error'
  | 'external_id'
  | 'reply_to'
  | 'created_at'
> & { status?: 'pending' | 'held'; next_attempt_ms?: number; reply_to?: string | null };

/** An outbox row not yet tried: pending (or held for quiet hours), due now unless `next_attempt_ms` says later. */
export function newNotification(message: QueuedMessage, nowMs: number): NewNotification {
  return {
    id: newId(nowMs),
    status: 'pending',
    attempts: 0,
    next_attempt_ms: nowMs,
    sent_at: null,
    last_error: null,
    external_id: null,
    reply_to: null,
    created_at: new Date(nowMs).toISOString(),
    ...message,
  };
}
