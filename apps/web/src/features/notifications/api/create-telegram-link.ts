import { useMutation } from '@tanstack/react-query';
import { telegramLinkSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

/** A one-time code (and the bot's link) that ties a Telegram chat to the caller. */
export function createTelegramLink() {
  return apiRequest('/me/telegram-link', { method: 'POST', schema: telegramLinkSchema });
}

export const useTelegramLink = () => useMutation({ mutationFn: createTelegramLink });
