import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import type { Clock } from '../../lib/clock.ts';
import { createPushSender } from './push-sender.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { registerPushRoutes } from './push.routes.ts';
import { createPushService, type PushServiceDeps } from './push.service.ts';
import { generateVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** Web Push: the VAPID keys (without them, a pair for this app alone), the subject, loopback endpoints. */
export interface PushSettings {
  keys?: VapidKeys;
  subject?: string;
  /** Whether http://127.0.0.1 endpoints are taken (tests' push services). */
  allowLoopbackHttp?: boolean;
}

export interface PushModuleDeps {
  db: Kysely<Database>;
  clock: Clock;
  settings: PushSettings;
  turnPushOn: PushServiceDeps['turnPushOn'];
}

/**
 * Web Push, a channel of the notifications module, which makes it: the server's signer, the browsers'
 * subscriptions the channel sends to, and the routes (the public key, each user's browser subscriptions).
 */
export function createPushModule(deps: PushModuleDeps) {
  const sender = createPushSender({
    keys: deps.settings.keys ?? generateVapidKeys(),
    subject: deps.settings.subject ?? 'mailto:admin@canopy.local',
  });
  const subscriptions = createPushSubscriptionsRepository(deps.db);
  const service = createPushService({
    clock: deps.clock,
    subscriptions,
    publicKey: sender.publicKey,
    turnPushOn: deps.turnPushOn,
  });
  return {
    sender,
    subscriptions,
    routes: (app: AppInstance) =>
      registerPushRoutes(app, service, { allowLoopbackHttp: deps.settings.allowLoopbackHttp }),
  };
}

/** The browsers' subscriptions, as the notifications' push channel reads and prunes them. */
export type PushSubscriptions = ReturnType<typeof createPushModule>['subscriptions'];
