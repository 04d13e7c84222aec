import { timingSafeEqual } from 'node:crypto';
import {
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  telegramLinkSchema,
  testNotificationSchema,
} from '@canopy/shared/schemas/alerts';
import { okResponseSchema } from '@canopy/shared/schemas/devices';
import { z } from 'zod';
import { AppError, unauthenticated } from '../../lib/app-error.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { requireActor } from '../../http/policy.ts';
import { parseTelegramUpdate } from '../../integrations/messaging/telegram.ts';
import type { NotificationSettingsService } from './notification-settings.service.ts';
import type { TelegramUpdates } from './telegram-updates.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function registerNotificationRoutes(app: AppInstance, settings: NotificationSettingsService): void {
  const login = { policy: 'login' as const };
  const tags = ['notifications'];

  app.get(
    '/api/me/notifications',
    {
      config: login,
      schema: {
        operationId: 'getNotificationSettings',
        summary: 'Get my notification settings',
        tags,
        description: "The caller's notification settings.",
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => settings.get(requireActor(request).id),
  );

  app.put(
    '/api/me/notifications',
    {
      config: login,
      schema: {
        operationId: 'updateNotificationSettings',
        summary: 'Update my notification settings',
        tags,
        description: 'Channels, quiet hours, minimum severity and language of alert messages.',
        body: notificationSettingsBodySchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) => settings.update(requireActor(request).id, request.body),
  );

  app.post(
    '/api/me/notifications/test',
    {
      config: login,
      schema: {
        operationId: 'sendTestNotification',
        summary: 'Send me a test notification',
        tags,
        description: 'Sends a test message on each channel that can reach the caller.',
        response: { 200: testNotificationSchema },
      },
    },
    (request) => settings.sendTest(requireActor(request).id),
  );

  app.post(
    '/api/me/telegram-link',
    {
      config: login,
      schema: {
        operationId: 'createTelegramLink',
        summary: 'Start linking Telegram',
        tags,
        description: 'A one-time code to send to the bot as `/start <code>` (15 minutes).',
        response: { 200: telegramLinkSchema },
      },
    },
    (request) => settings.createTelegramLink(requireActor(request).id),
  );

  app.delete(
    '/api/me/telegram-link',
    {
      config: login,
      schema: {
        operationId: 'unlinkTelegram',
        summary: 'Unlink Telegram',
        tags,
        description: 'Unlinks the Telegram chat.',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await settings.unlinkTelegram(requireActor(request).id);
      return reply.code(204).send(null);
    },
  );
}

/**
 * `POST /api/webhooks/telegram`: Telegram's updates when `TELEGRAM_WEBHOOK_SECRET` is set, authenticated by
 * the secret Telegram sends in `X-Telegram-Bot-Api-Secret-Token`, checked before the body is read.
 */
export function registerTelegramWebhook(
  app: AppInstance,
  updates: TelegramUpdates | null,
  secret: string | undefined,
): void {
  app.post(
    '/api/webhooks/telegram',
    {
      config: { policy: 'public' },
      schema: {
        operationId: 'receiveTelegramUpdate',
        summary: 'Receive a Telegram update',
        errors: [401, 404],
        security: [{ telegramSecretToken: [] }],
        tags: ['notifications'],
        description: 'Telegram bot webhook (secret token header).',
        body: z.record(z.string(), z.unknown()),
        response: { 200: okResponseSchema },
      },
      onRequest: async (request) => {
        if (!secret || !updates) throw new AppError(404, 'route.not_found', 'Not found');
        const given = request.headers['x-telegram-bot-api-secret-token'];
        if (typeof given !== 'string' || !sameSecret(given, secret)) throw unauthenticated();
      },
    },
    async (request) => {
      const update = parseTelegramUpdate(request.body);
      if (update && updates) await updates.handle(update);
      return { ok: true as const };
    },
  );
}
