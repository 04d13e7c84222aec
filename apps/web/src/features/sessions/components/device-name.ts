import type { TFunction } from 'i18next';
import type { Session } from '@canopy/shared/schemas/sessions';

/** "Firefox on Android" in the reader's language, or what is known of it. */
export function deviceName(t: TFunction, { browser, os }: Pick<Session, 'browser' | 'os'>): string {
  if (browser && os) return t('sessions.deviceOn', { browser, os });
  return browser ?? os ?? t('sessions.unknownDevice');
}
