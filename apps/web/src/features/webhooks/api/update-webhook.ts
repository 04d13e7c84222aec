import { webhookSchema, type Webhook, type WebhookBody } from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhookPath } from './webhook-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface UpdateWebhookInput {
  id: string;
  body: WebhookBody;
}

export function updateWebhook({ id, body }: UpdateWebhookInput): Promise<Webhook> {
  return apiRequest(webhookPath(id), { method: 'PUT', body, schema: webhookSchema });
}

export function useUpdateWebhook() {
  return useRefreshingMutation(updateWebhook, webhookKeys.all);
}
