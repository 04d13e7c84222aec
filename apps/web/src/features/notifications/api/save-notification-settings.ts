import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

export function saveNotificationSettings(body: NotificationSettingsBody): Promise<NotificationSettings> {
  return apiRequest('/me/notifications', { method: 'PUT', body, schema: notificationSettingsSchema });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
