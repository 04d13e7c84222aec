import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AlertRow } from '../alerts/alerts.types.ts';
import { PushError, type PushMessageOptions, type PushSender } from '../push/push-sender.ts';
import type { PushSubscriptions } from '../push/push.module.ts';
import type { NotificationRow } from './notifications.repository.ts';
import { isTaskKind } from './notifications.table.ts';
import { pushPayloadOf } from './push-payload.ts';

/** How long a push service keeps an alert for a phone that is off: a shift, not a week of stale news. */
const ALERT_TTL_SECONDS = 12 * 3600;
const TEST_TTL_SECONDS = 10 * 60;

export interface PushChannelDeps {
  db: Kysely<Database>;
  sender: PushSender;
  subscriptions: Pick<PushSubscriptions, 'find' | 'remove' | 'markSuccess'>;
  clock: Clock;
  findAlerts(executor: Kysely<Database>, ids: readonly string[]): Promise<AlertRow[]>;
}

const optionsOf = (row: NotificationRow): PushMessageOptions =>
  row.kind === 'test'
    ? { ttlSeconds: TEST_TTL_SECONDS, urgency: 'normal' }
    : {
        ttlSeconds: ALERT_TTL_SECONDS,
        // Only an alert that opens or repeats is worth waking a phone for.
        urgency: row.kind === 'resolved' || isTaskKind(row.kind) ? 'normal' : 'high',
      };

/**
 * The outbox's Web Push channel: a message's recipient is one subscription (one browser). A subscription
 * the push service calls gone (404/410) is deleted; the message then fails for good like any refusal.
 */
export function createPushChannel(deps: PushChannelDeps) {
  return {
    async send(row: NotificationRow, signal?: AbortSignal): Promise<null> {
      const subscription = await deps.subscriptions.find(row.recipient);
      // Unsubscribed after the message was queued: nobody is left to tell.
      if (!subscription) throw new PushError(410, null);
      const [alert] = row.alert_id ? await deps.findAlerts(deps.db, [row.alert_id]) : [];
      try {
        await deps.sender.send(subscription, pushPayloadOf(row, alert), { ...optionsOf(row), signal });
      } catch (error) {
        if (error instanceof PushError && error.gone) await deps.subscriptions.remove(subscription.id);
        throw error;
      }
      await deps.subscriptions.markSuccess(subscription.id, deps.clock.now().toISOString());
      return null;
    },
  };
}

export type PushChannel = ReturnType<typeof createPushChannel>;
