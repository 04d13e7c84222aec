import { inQuietHours, type NotificationChannel } from '@canopy/shared/alerts';
import type { Language } from '@canopy/shared/languages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { messageInput } from './alert-notifier.ts';
import { renderQuietSummary } from './messages/render.ts';
import type { NotificationSettingsRepository } from './notification-settings.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { minuteOfDay } from './recipients.ts';
import { newNotification } from './new-notification.ts';

export interface QuietSummaryDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: NotificationSettingsRepository;
  notifications: NotificationsRepository;
  publicUrl: string;
  /** The alerts behind held messages, read in the same transaction. */
  findAlerts(executor: Kysely<Database>, ids: readonly string[]): Promise<AlertRow[]>;
}

/**
 * When a user's quiet hours end, the warnings held meanwhile become one summary per channel, listing
 * those still unresolved; messages of alerts that resolved meanwhile are dropped. Exactly once: the held
 * rows move to `summarized`/`discarded` in the transaction that queues the summary.
 */
export async function summarizeEndedQuietHours(deps: QuietSummaryDeps): Promise<number> {
  const nowMs = deps.clock.now().getTime();
  const minute = minuteOfDay(nowMs);
  let summaries = 0;
  for (const userId of await deps.notifications.usersWithHeld()) {
    const settings = await deps.settings.find(userId);
    const quiet =
      settings?.quiet_from && settings.quiet_to ? { from: settings.quiet_from, to: settings.quiet_to } : null;
    if (inQuietHours(quiet, minute)) continue;
    await deps.db.transaction().execute(async (trx) => {
      const held = await deps.notifications.releaseHeld(trx, userId);
      const alertIds = [...new Set(held.flatMap((row) => (row.alert_id ? [row.alert_id] : [])))];
      const unresolved = (await deps.findAlerts(trx, alertIds)).filter((alert) => alert.resolved === 0);
      if (unresolved.length === 0) return;
      // One summary per channel and address: a user's browsers each get their own push.
      const targets = new Map<
        string,
        { channel: NotificationChannel; recipient: string; language: Language }
      >();
      for (const row of held)
        targets.set(`${row.channel}\n${row.recipient}`, {
          channel: row.channel,
          recipient: row.recipient,
          language: row.language,
        });
      for (const { channel, recipient, language } of targets.values()) {
        const message = renderQuietSummary(
          unresolved.map((alert) => messageInput(alert, 'summary', nowMs)),
          { language, publicUrl: deps.publicUrl },
        );
        await deps.notifications.insert(trx, [
          newNotification(
            {
              alert_id: null,
              user_id: userId,
              channel,
              recipient,
              kind: 'summary',
              severity: 'warning',
              language,
              ...message,
            },
            nowMs,
          ),
        ]);
        summaries += 1;
      }
    });
  }
  return summaries;
}
