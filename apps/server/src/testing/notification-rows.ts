import type { NotificationRow } from '../modules/notifications/notifications.repository.ts';

/**
 * A pending outbox row as the notifications repository reads it, for the tests of what a row becomes (an
 * e-mail, a push): they give what they are about; the rest is a fresh row's.
 */
export const pendingNotificationRow = (
  fields: Pick<NotificationRow, 'channel' | 'recipient' | 'kind' | 'subject' | 'text' | 'created_at'> &
    Partial<NotificationRow>,
): NotificationRow => ({
  id: 'n1',
  alert_id: null,
  user_id: 'u1',
  severity: null,
  language: 'en',
  status: 'pending',
  attempts: 0,
  next_attempt_ms: 0,
  sent_at: null,
  last_error: null,
  external_id: null,
  reply_to: null,
  html: null,
  attachment: null,
  ...fields,
});
