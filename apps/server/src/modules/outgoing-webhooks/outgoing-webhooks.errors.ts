import type { WebhookUrlProblem } from '@canopy/shared/outgoing-webhooks';
import { AppError } from '../../lib/app-error.ts';

export const webhookNotFound = () => new AppError(404, 'webhooks.not_found', 'Webhook not found');

const URL_ERRORS = {
  invalid: () => new AppError(400, 'webhooks.invalid_url', 'The webhook URL is not an absolute URL'),
  scheme: () =>
    new AppError(400, 'webhooks.unsupported_scheme', 'The webhook URL must start with http:// or https://'),
  credentials: () =>
    new AppError(
      400,
      'webhooks.url_credentials',
      'The webhook URL must not contain a user name or password; receivers check the signature instead',
    ),
} satisfies Record<WebhookUrlProblem, () => AppError>;

export const badWebhookUrl = (problem: WebhookUrlProblem) => URL_ERRORS[problem]();
