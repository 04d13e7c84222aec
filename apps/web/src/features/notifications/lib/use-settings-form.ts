import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { NotificationSettings, NotificationSettingsBody } from '@canopy/shared/schemas/alerts';
import { validationKeys } from '../../../i18n/validation-message';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { draftOf, settingsFormSchema, type Draft } from './settings-draft';

/** The form's fields and state, as its cards take them. */
export type SettingsFields = UseFormReturn<Draft, unknown, NotificationSettingsBody>;

/** The notification settings form: react-hook-form over the draft, saving and "saved" until the next edit. */
export function useSettingsForm(settings: NotificationSettings) {
  const form: SettingsFields = useForm<Draft, unknown, NotificationSettingsBody>({
    resolver: zodResolver(settingsFormSchema, { error: validationKeys }),
    defaultValues: draftOf(settings),
  });
  const [saved, setSaved] = useState(false);
  const save = useSaveNotificationSettings();

  // An edit by the reader hides "saved"; the push switch's own change (below) does not.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ type }) => {
          if (type === 'change') setSaved(false);
        },
      }),
    [form],
  );

  /** The server turned the push channel on with the subscription; the form follows. */
  const pushSubscribed = () => form.setValue('channels.push', true);

  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: () => setSaved(true) }));

  return { form, saved, save, pushSubscribed, submit };
}
