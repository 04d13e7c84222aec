import { useMutation } from '@tanstack/react-query';
import { testNotificationSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

export function sendTestNotification() {
  return apiRequest('/me/notifications/test', { method: 'POST', schema: testNotificationSchema });
}

export const useSendTestNotification = () => useMutation({ mutationFn: sendTestNotification });
