import { useQuery } from '@tanstack/react-query';
import { notificationSettingsSchema, type NotificationSettings } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { LINK_POLL_MS, notificationKeys } from './notification-keys';

export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest('/me/notifications', { schema: notificationSettingsSchema });
}

/** `codeIssued`: a link code is out, so poll until the settings say the chat is linked. */
export const useNotificationSettings = (codeIssued: boolean) =>
  useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: getNotificationSettings,
    refetchInterval: (query) => (codeIssued && !query.state.data?.telegram.linked ? LINK_POLL_MS : false),
  });
