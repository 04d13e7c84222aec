import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function unlinkTelegram(): Promise<void> {
  return apiRequest('/me/telegram-link', { method: 'DELETE' });
}

export function useUnlinkTelegram() {
  return useRefreshingMutation(unlinkTelegram, notificationKeys.all);
}
