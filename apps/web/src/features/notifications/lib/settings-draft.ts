import type { NotificationChannel } from '@canopy/shared/alerts';
import {
  notificationSettingsBodySchema,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@canopy/shared/schemas/alerts';

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

/** The settings as the form edits them: quiet hours kept while switched off, the address as typed. */
export type Draft = Omit<NotificationSettingsBody, 'email'> & {
  email: string;
  quietOn: boolean;
  quiet: { from: string; to: string };
};

export const draftOf = (settings: NotificationSettings): Draft => ({
  channels: settings.channels,
  quietOn: settings.quietHours !== null,
  quiet: settings.quietHours ?? DEFAULT_QUIET,
  quietHours: settings.quietHours,
  minSeverity: settings.minSeverity,
  email: settings.email ?? '',
  language: settings.language,
});

/** Which channels this server can use at all: a channel it cannot is shown, switched off, with why. */
export const channelAvailable = (settings: NotificationSettings, channel: NotificationChannel) =>
  channel === 'telegram'
    ? settings.telegram.available
    : channel === 'email'
      ? settings.emailAvailable
      : settings.pushAvailable;

export type DraftCheck =
  { ok: true; body: NotificationSettingsBody } | { ok: false; email: boolean; quiet: boolean };

/** The body to save, checked with the server's own schema; else which fields are wrong. */
export function checkDraft(draft: Draft): DraftCheck {
  const parsed = notificationSettingsBodySchema.safeParse({
    channels: draft.channels,
    quietHours: draft.quietOn ? draft.quiet : null,
    minSeverity: draft.minSeverity,
    email: draft.email.trim() || null,
    language: draft.language,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { ok: false, email: fields.has('email'), quiet: fields.has('quietHours') };
}
