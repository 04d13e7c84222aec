import type { PushSubscriptionBody } from '@canopy/shared/schemas/push';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository.ts';

export interface PushServiceDeps {
  clock: Clock;
  subscriptions: PushSubscriptionsRepository;
  publicKey: string;
  /** Turns the user's push channel on in their notification settings (the notifications module's). */
  turnPushOn(userId: string, updatedAt: string): Promise<void>;
}

/** The caller's browsers: subscribing turns push on for this device, unsubscribing off. */
export function createPushService(deps: PushServiceDeps) {
  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    /**
     * Stores the subscription as the caller's. Turning push on in a browser is asking for push, so the
     * caller's push channel goes on with it (alerts reach only users whose settings say so).
     */
    async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
      const now = deps.clock.now().toISOString();
      await deps.subscriptions.upsert({
        id: newId(deps.clock.now().getTime()),
        user_id: userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        created_at: now,
        last_success_at: null,
      });
      await deps.turnPushOn(userId, now);
    },

    /** Only the caller's own subscription ends; someone else's endpoint, or an unknown one, is left as is. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await deps.subscriptions.removeOwn(userId, endpoint);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
