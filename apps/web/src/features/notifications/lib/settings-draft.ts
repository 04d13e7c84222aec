import { z } from 'zod';
import type { NotificationChannel } from '@canopy/shared/alerts';
import {
  notificationSettingsBodySchema,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@canopy/shared/schemas/alerts';

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

/** The settings as the form edits them: quiet hours kept while switched off, the address as typed. */
export type Draft = Omit<NotificationSettingsBody, 'email' | 'quietHours' | 'digest'> & {
  email: string;
  digest: boolean;
  quietOn: boolean;
  quiet: { from: string; to: string };
};

export const draftOf = (settings: NotificationSettings): Draft => ({
  channels: settings.channels,
  quietOn: settings.quietHours !== null,
  quiet: settings.quietHours ?? DEFAULT_QUIET,
  minSeverity: settings.minSeverity,
  email: settings.email ?? '',
  language: settings.language,
  digest: settings.digest,
});

/** Which channels this server can use at all: a channel it cannot is shown, switched off, with why. */
export const channelAvailable = (settings: NotificationSettings, channel: NotificationChannel) =>
  channel === 'telegram'
    ? settings.telegram.available
    : channel === 'email'
      ? settings.emailAvailable
      : settings.pushAvailable;

/**
 * The draft turned into the body to save and checked with the server's own schema; a wrong address or
 * quiet hour is put at its field, as an i18n key.
 */
export const settingsFormSchema = z.custom<Draft>().transform((draft, ctx) => {
  const parsed = notificationSettingsBodySchema.safeParse({
    channels: draft.channels,
    quietHours: draft.quietOn ? draft.quiet : null,
    minSeverity: draft.minSeverity,
    email: draft.email.trim() || null,
    language: draft.language,
    digest: draft.digest,
  });
  if (parsed.success) return parsed.data;
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  if (fields.has('email')) ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email' });
  if (fields.has('quietHours')) {
    ctx.addIssue({ code: 'custom', path: ['quiet', 'from'], message: 'notifications.invalidTime' });
  }
  return z.NEVER;
});
