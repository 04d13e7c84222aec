import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationSettingsSchema,
  telegramLinkSchema,
  testNotificationSchema,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['me', 'notifications'] as const;

/** While a Telegram link code waits to be sent to the bot, the page asks every few seconds whether it was. */
export const LINK_POLL_MS = 3_000;

/** `codeIssued`: a link code is out, so poll until the settings say the chat is linked. */
export const useNotificationSettings = (codeIssued: boolean) =>
  useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest('/me/notifications', { schema: notificationSettingsSchema }),
    refetchInterval: (query) => (codeIssued && !query.state.data?.telegram.linked ? LINK_POLL_MS : false),
  });

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody): Promise<NotificationSettings> =>
      apiRequest('/me/notifications', { method: 'PUT', body, schema: notificationSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export const useTelegramLink = () =>
  useMutation({
    mutationFn: () => apiRequest('/me/telegram-link', { method: 'POST', schema: telegramLinkSchema }),
  });

export function useUnlinkTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/me/telegram-link', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKey }),
  });
}

export const useSendTestNotification = () =>
  useMutation({
    mutationFn: () =>
      apiRequest('/me/notifications/test', { method: 'POST', schema: testNotificationSchema }),
  });
