import { apiRequest } from '../../../lib/api-client';
import { webhookKeys, webhookPath } from './webhook-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function deleteWebhook(id: string): Promise<void> {
  return apiRequest(webhookPath(id), { method: 'DELETE' });
}

export function useDeleteWebhook() {
  return useRefreshingMutation(deleteWebhook, webhookKeys.all);
}
