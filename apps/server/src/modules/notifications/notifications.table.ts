import type { ColumnType } from 'kysely';
import type { AlertSeverity, NotificationChannel, NotificationStatus } from '@canopy/shared/alerts';
import type { Language } from '@canopy/shared/languages';

/** What each user wants to hear about, and where. No row means the defaults. */
export interface NotificationSettingsTable {
  user_id: string;
  telegram: number;
  email: number;
  push: number;
  quiet_from: string | null;
  quiet_to: string | null;
  min_severity: AlertSeverity;
  email_address: string | null;
  language: Language;
  /** The private chat linked with `/start <code>`; unique, so one chat belongs to one user. */
  telegram_chat_id: string | null;
  /** 1: the weekly digest (DESIGN 26) is wanted. */
  digest: number;
  updated_at: string;
}

export interface TelegramLinksTable {
  code: string;
  user_id: string;
  expires_ms: number | string;
}

export const NOTIFICATION_KINDS = [
  'opened',
  'repeat',
  'resolved',
  'acknowledged',
  'summary',
  'test',
  'reply',
  // A task's messages (DESIGN 22): someone was given it, the 07:00 list, an overdue high-priority task.
  'task_assigned',
  'task_morning',
  'task_overdue',
  // An automation's run (DESIGN 24): its notify action, or its creator told of a failure.
  'automation',
  // The weekly digest (DESIGN 26), and its preview sent on request.
  'digest',
  'digest_preview',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A task's message rather than an alert's. */
export const isTaskKind = (kind: NotificationKind): boolean => kind.startsWith('task_');

/** The outbox of every channel and the record of every delivery. */
export interface NotificationsTable {
  id: string;
  alert_id: string | null;
  /** Null for the global Telegram chat. */
  user_id: string | null;
  channel: NotificationChannel;
  recipient: string;
  kind: NotificationKind;
  severity: AlertSeverity | null;
  language: Language;
  subject: string;
  text: string;
  status: NotificationStatus;
  attempts: number;
  next_attempt_ms: number | string;
  sent_at: string | null;
  last_error: string | null;
  external_id: string | null;
  reply_to: string | null;
  created_at: string;
  /** An e-mail's HTML body (the digest's); null: the text alone. */
  html: ColumnType<string | null, string | null | undefined, string | null>;
  /** An e-mail's attachment as JSON `{filename, contentType, base64}` (the digest's PDF); null: none. */
  attachment: ColumnType<string | null, string | null | undefined, string | null>;
}
