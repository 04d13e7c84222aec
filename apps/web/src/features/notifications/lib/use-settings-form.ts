import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { checkDraft, draftOf, type Draft } from './settings-draft';

export interface SettingsFormErrors {
  email?: string | undefined;
  quiet?: string | undefined;
}

/** The notification settings form's state: the draft, its errors in words, saving and "saved". */
export function useSettingsForm(settings: NotificationSettings) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<SettingsFormErrors>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveNotificationSettings();

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  /** The server turned the push channel on with the subscription; the form follows. */
  const pushSubscribed = () =>
    setDraft((current) => ({ ...current, channels: { ...current.channels, push: true } }));

  const submit = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors({
        email: checked.email ? t('validation.email') : undefined,
        quiet: checked.quiet ? t('notifications.invalidTime') : undefined,
      });
      return;
    }
    setErrors({});
    save.mutate(checked.body, { onSuccess: () => setSaved(true) });
  };

  return { draft, errors, saved, save, change, pushSubscribed, submit };
}
