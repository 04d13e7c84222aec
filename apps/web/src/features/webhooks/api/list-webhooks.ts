import { useQuery } from '@tanstack/react-query';
import { webhookListSchema, type Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys } from './webhook-keys';

export function listWebhooks(): Promise<Webhook[]> {
  return apiRequest('/admin/webhooks', { schema: webhookListSchema });
}

export const useWebhooks = () => useQuery({ queryKey: webhookKeys.list(), queryFn: listWebhooks });
