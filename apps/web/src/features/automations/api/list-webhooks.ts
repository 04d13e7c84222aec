import { useQuery } from '@tanstack/react-query';
import { webhookListSchema, type Webhook } from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { automationKeys } from './automation-keys';

/** `GET /api/admin/webhooks` (admins): the hooks a `webhook` action may call. */
export function listWebhooks(): Promise<Webhook[]> {
  return apiRequest('/admin/webhooks', { schema: webhookListSchema });
}

/** Asked only of those who may read the hooks (`enabled`). */
export const useWebhooks = (enabled: boolean) =>
  useQuery({
    queryKey: automationKeys.choices('webhooks'),
    queryFn: listWebhooks,
    enabled,
    staleTime: 60_000,
  });
