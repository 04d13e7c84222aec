import { useMutation } from '@tanstack/react-query';
import { testNotificationSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

export function sendTestNotification() {
  return apiRequest('/me/notifications/test', { method: 'POST', schema: testNotificationSchema });
}

/** Where the test went: each channel it was queued on, with its address. */
export type TestNotificationResult = Awaited<ReturnType<typeof sendTestNotification>>;

export const useSendTestNotification = () => useMutation({ mutationFn: sendTestNotification });
