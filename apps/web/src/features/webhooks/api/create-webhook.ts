import {
  createdWebhookSchema,
  type CreatedWebhook,
  type WebhookBody,
} from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Creates a hook; the answer carries its secret, which no later read shows. */
export function createWebhook(body: WebhookBody): Promise<CreatedWebhook> {
  return apiRequest('/admin/webhooks', { method: 'POST', body, schema: createdWebhookSchema });
}

export function useCreateWebhook() {
  return useRefreshingMutation(createWebhook, webhookKeys.all);
}
