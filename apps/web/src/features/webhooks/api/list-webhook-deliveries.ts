import { useQuery } from '@tanstack/react-query';
import { webhookDeliveryPageSchema } from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhookPath } from './webhook-keys';

/** The newest 20 deliveries of one hook. */
export function listWebhookDeliveries(id: string) {
  return apiRequest(`${webhookPath(id)}/deliveries?limit=20`, { schema: webhookDeliveryPageSchema });
}

/** Refreshed while shown: retries land on their own. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => listWebhookDeliveries(id),
    refetchInterval: 15_000,
  });
