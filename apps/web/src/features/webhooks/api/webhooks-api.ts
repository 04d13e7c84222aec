import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createdWebhookSchema,
  webhookDeliveryPageSchema,
  webhookListSchema,
  webhookSchema,
  type CreatedWebhook,
  type Webhook,
  type WebhookBody,
} from '@canopy/shared/schemas/outgoing-webhooks';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the webhooks feature; invalidate `webhookKeys.all` after any change. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};

const path = (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`;

export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.list(),
    queryFn: () => apiRequest('/admin/webhooks', { schema: webhookListSchema }),
  });

/** The newest deliveries of one hook, refreshed while shown: retries land on their own. */
export const useWebhookDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => apiRequest(`${path(id)}/deliveries?limit=20`, { schema: webhookDeliveryPageSchema }),
    refetchInterval: 15_000,
  });

/** Creates a hook; the answer carries its secret, which no later read shows. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookBody): Promise<CreatedWebhook> =>
      apiRequest('/admin/webhooks', { method: 'POST', body, schema: createdWebhookSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookBody }): Promise<Webhook> =>
      apiRequest(path(id), { method: 'PUT', body, schema: webhookSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
