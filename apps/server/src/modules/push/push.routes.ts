import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@canopy/shared/schemas/push';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import type { PushService } from './push.service.ts';

/** Web Push: the server's public VAPID key and each logged-in user's own browser subscriptions. */
export function registerPushRoutes(
  app: AppInstance,
  push: PushService,
  options: { allowLoopbackHttp?: boolean } = {},
): void {
  const login = { policy: 'login' as const };
  const tags = ['notifications'];

  app.get(
    '/api/push/public-key',
    {
      config: login,
      schema: {
        operationId: 'getPushPublicKey',
        summary: 'Get the Web Push public key',
        tags,
        description:
          "The server's VAPID public key (base64url), the `applicationServerKey` to subscribe with.",
        response: { 200: pushPublicKeySchema },
      },
    },
    () => push.publicKey(),
  );

  app.post(
    '/api/me/push-subscriptions',
    {
      config: login,
      schema: {
        operationId: 'createPushSubscription',
        summary: 'Subscribe this browser to push',
        tags,
        description:
          "Stores a browser's push subscription as the caller's (the same endpoint again replaces it) and turns the caller's push channel on.",
        body: pushSubscriptionBodySchema(options),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.subscribe(requireActor(request).id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/me/push-subscriptions',
    {
      config: login,
      schema: {
        operationId: 'deletePushSubscription',
        summary: 'Unsubscribe a browser from push',
        tags,
        description: "Ends one of the caller's push subscriptions; another user's endpoint is left alone.",
        body: pushUnsubscribeBodySchema(options),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await push.unsubscribe(requireActor(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
