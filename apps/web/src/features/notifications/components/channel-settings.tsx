import type { ReactNode } from 'react';
import { Card, Checkbox, Stack, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@canopy/shared/alerts';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { useTelegramLink } from '../api/create-telegram-link';
import { fieldErrorText } from '../../../i18n/validation-message';
import { channelAvailable } from '../lib/settings-draft';
import type { SettingsFields } from '../lib/use-settings-form';
import { PushDeviceSwitch } from './push-device-switch';
import { TelegramLinkSection } from './telegram-link';

export interface ChannelSettingsProps {
  settings: NotificationSettings;
  form: SettingsFields;
  onPushSubscribed: () => void;
  onCodeIssued: () => void;
}

/** "Channels": each channel on or off, with the e-mail address, this browser's push and the Telegram link. */
export function ChannelSettings(props: ChannelSettingsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-labelledby="channels-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="channels-title">
          {t('notifications.channelsTitle')}
        </Title>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <ChannelSetting key={channel} channel={channel} {...props} />
        ))}
      </Stack>
    </Card>
  );
}

function ChannelSetting({
  channel,
  settings,
  form,
  onPushSubscribed,
  onCodeIssued,
}: ChannelSettingsProps & { channel: NotificationChannel }): ReactNode {
  const { t } = useTranslation();
  const available = channelAvailable(settings, channel);
  return (
    <Stack gap={4}>
      <Controller
        control={form.control}
        name={`channels.${channel}`}
        render={({ field }) => (
          <Checkbox
            label={t(`notifications.channel.${channel}`)}
            description={available ? undefined : t(`notifications.unavailable.${channel}`)}
            checked={field.value && available}
            disabled={!available}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      {channel === 'email' && available ? (
        <TextInput
          ms="xl"
          type="email"
          label={t('notifications.emailTo')}
          description={t('notifications.emailHint', { email: settings.emailTo })}
          placeholder={settings.emailTo}
          error={fieldErrorText(t, form.formState.errors.email)}
          {...form.register('email')}
        />
      ) : null}
      {channel === 'push' && available ? (
        <Stack ms="xl">
          <PushDeviceSwitch onSubscribed={onPushSubscribed} />
        </Stack>
      ) : null}
      {channel === 'telegram' ? (
        <Stack ms="xl">
          <TelegramLink settings={settings} onCodeIssued={onCodeIssued} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The Telegram link with the code it asks the server for. */
function TelegramLink({
  settings,
  onCodeIssued,
}: Pick<ChannelSettingsProps, 'settings' | 'onCodeIssued'>): ReactNode {
  const link = useTelegramLink();
  return (
    <TelegramLinkSection
      telegram={settings.telegram}
      link={link.data ?? null}
      creating={link.isPending}
      error={link.error}
      onCreate={() => link.mutate(undefined, { onSuccess: onCodeIssued })}
    />
  );
}
