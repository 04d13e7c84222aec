import { AppError } from '../../lib/app-error.ts';

export type Details = { path: string; message: string }[];

export const automationNotFound = () => new AppError(404, 'automations.not_found', 'Automation not found');
/** What the body's schema cannot see: unknown devices, rooms, profiles, templates, webhooks and people. */
export const invalidAutomation = (details: Details) =>
  new AppError(400, 'validation.failed', 'Invalid request', {}, details);
/** `POST /api/automations/preview` replays at most AUTOMATION_PREVIEW_MAX_DAYS days of history. */
export const previewTooLong = (maxDays: number) =>
  new AppError(400, 'automations.preview_too_long', `A preview replays at most ${maxDays} days`, {}, [
    { path: 'body.to', message: `at most ${maxDays} days after from` },
  ]);
