import {
  createdWebhookSchema,
  webhookBodySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookIdParamsSchema,
  webhookListSchema,
  webhookSchema,
} from '@canopy/shared/schemas/outgoing-webhooks';
import { z } from 'zod';
import type { AppInstance } from '../../http/app-instance.ts';
import type { OutgoingWebhooksService } from './outgoing-webhooks.service.ts';

/** `/api/admin/webhooks`: admins only, since hooks carry every alert off the site. */
export function registerOutgoingWebhookRoutes(app: AppInstance, webhooks: OutgoingWebhooksService): void {
  const config = { policy: 'admin' as const };
  const tags = ['webhooks'];
  const params = webhookIdParamsSchema;

  app.get(
    '/api/admin/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhooks',
        summary: 'List outgoing webhooks',
        description: 'Every outgoing webhook, oldest first; secrets are never listed.',
        response: { 200: webhookListSchema },
      },
    },
    () => webhooks.list(),
  );

  app.post(
    '/api/admin/webhooks',
    {
      config,
      schema: {
        tags,
        operationId: 'createWebhook',
        summary: 'Create an outgoing webhook',
        description:
          'Adds a receiver (an http or https URL without credentials). The answer carries the signing ' +
          'secret, shown only this once: each delivery has `X-Canopy-Signature: sha256=<HMAC-SHA256 of the ' +
          'body with it, in hex>`.',
        body: webhookBodySchema,
        response: { 201: createdWebhookSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await webhooks.create(request.body)),
  );

  app.put(
    '/api/admin/webhooks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'updateWebhook',
        summary: 'Replace an outgoing webhook',
        description:
          'Replaces its URL, events and switch (the secret stays). Switching it off cancels the deliveries ' +
          'still waiting; switching it on clears why Canopy switched it off.',
        params,
        body: webhookBodySchema,
        response: { 200: webhookSchema },
      },
    },
    (request) => webhooks.update(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/webhooks/:id',
    {
      config,
      schema: {
        tags,
        operationId: 'deleteWebhook',
        summary: 'Delete an outgoing webhook',
        description: 'Deletes the webhook with its delivery log.',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await webhooks.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/webhooks/:id/deliveries',
    {
      config,
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary: "List a webhook's deliveries",
        description: 'The delivery log, newest first; page on with `nextCursor`.',
        params,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveryPageSchema },
      },
    },
    (request) => webhooks.deliveries(request.params.id, request.query),
  );
}
