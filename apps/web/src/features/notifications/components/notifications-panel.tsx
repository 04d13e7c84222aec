import { useState, type ReactNode } from 'react';
import {
  Alert as Notice,
  Button,
  Card,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ALERT_SEVERITIES, NOTIFICATION_CHANNELS, type NotificationChannel } from '@canopy/shared/alerts';
import { LANGUAGE_INFO, LANGUAGES } from '@canopy/shared/languages';
import {
  notificationSettingsBodySchema,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '@canopy/shared/schemas/alerts';
import { useTelegramLink } from '../api/create-telegram-link';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useSaveNotificationSettings } from '../api/save-notification-settings';
import { useSendTestNotification } from '../api/send-test-notification';
import { TelegramLinkSection } from './telegram-link';
import { PushDeviceSwitch } from './push-device-switch';
import { ErrorNotice } from '../../../components/ui/error-notice';

const DEFAULT_QUIET = { from: '22:00', to: '07:00' };

type Draft = Omit<NotificationSettingsBody, 'email'> & {
  email: string;
  quietOn: boolean;
  quiet: { from: string; to: string };
};

const draftOf = (settings: NotificationSettings): Draft => ({
  channels: settings.channels,
  quietOn: settings.quietHours !== null,
  quiet: settings.quietHours ?? DEFAULT_QUIET,
  quietHours: settings.quietHours,
  minSeverity: settings.minSeverity,
  email: settings.email ?? '',
  language: settings.language,
});

/** Which channels this server can use at all: a channel it cannot is shown, switched off, with why. */
const channelAvailable = (settings: NotificationSettings, channel: NotificationChannel) =>
  channel === 'telegram'
    ? settings.telegram.available
    : channel === 'email'
      ? settings.emailAvailable
      : settings.pushAvailable;

function SettingsForm({
  settings,
  onCodeIssued,
}: {
  settings: NotificationSettings;
  onCodeIssued: () => void;
}): ReactNode {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(settings));
  const [errors, setErrors] = useState<{ email?: string; quiet?: string }>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveNotificationSettings();
  const test = useSendTestNotification();
  const link = useTelegramLink();
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };

  const submit = () => {
    const parsed = notificationSettingsBodySchema.safeParse({
      channels: draft.channels,
      quietHours: draft.quietOn ? draft.quiet : null,
      minSeverity: draft.minSeverity,
      email: draft.email.trim() || null,
      language: draft.language,
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        email: fields.has('email') ? t('validation.email') : undefined,
        quiet: fields.has('quietHours') ? t('notifications.invalidTime') : undefined,
      });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, { onSuccess: () => setSaved(true) });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Card withBorder component="section" aria-labelledby="channels-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="channels-title">
              {t('notifications.channelsTitle')}
            </Title>
            {NOTIFICATION_CHANNELS.map((channel) => {
              const available = channelAvailable(settings, channel);
              return (
                <Stack key={channel} gap={4}>
                  <Checkbox
                    label={t(`notifications.channel.${channel}`)}
                    description={available ? undefined : t(`notifications.unavailable.${channel}`)}
                    checked={draft.channels[channel] && available}
                    disabled={!available}
                    onChange={(event) =>
                      change({ channels: { ...draft.channels, [channel]: event.currentTarget.checked } })
                    }
                  />
                  {channel === 'email' && available ? (
                    <TextInput
                      ms="xl"
                      type="email"
                      label={t('notifications.emailTo')}
                      description={t('notifications.emailHint', { email: settings.emailTo })}
                      placeholder={settings.emailTo}
                      value={draft.email}
                      onChange={(event) => change({ email: event.currentTarget.value })}
                      error={errors.email}
                    />
                  ) : null}
                  {channel === 'push' && available ? (
                    <Stack ms="xl">
                      <PushDeviceSwitch
                        // The server turned the push channel on with the subscription; the form follows.
                        onSubscribed={() =>
                          setDraft((current) => ({
                            ...current,
                            channels: { ...current.channels, push: true },
                          }))
                        }
                      />
                    </Stack>
                  ) : null}
                  {channel === 'telegram' ? (
                    <Stack ms="xl">
                      <TelegramLinkSection
                        telegram={settings.telegram}
                        link={link.data ?? null}
                        creating={link.isPending}
                        error={link.error}
                        onCreate={() => link.mutate(undefined, { onSuccess: onCodeIssued })}
                      />
                    </Stack>
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="when-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="when-title">
              {t('notifications.whenTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t('notifications.minSeverity')}
                value={draft.minSeverity}
                onChange={(event) =>
                  change({ minSeverity: event.currentTarget.value as Draft['minSeverity'] })
                }
                data={ALERT_SEVERITIES.map((s) => ({ value: s, label: t(`notifications.severity.${s}`) }))}
              />
              <NativeSelect
                label={t('notifications.language')}
                value={draft.language}
                onChange={(event) => change({ language: event.currentTarget.value as Draft['language'] })}
                data={LANGUAGES.map((language) => ({
                  value: language,
                  label: LANGUAGE_INFO[language].nativeName,
                }))}
              />
            </SimpleGrid>
            <Switch
              label={t('notifications.quietHours')}
              description={t('notifications.quietHint')}
              checked={draft.quietOn}
              onChange={(event) => change({ quietOn: event.currentTarget.checked })}
            />
            {draft.quietOn ? (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <TextInput
                  type="time"
                  label={t('notifications.quietFrom')}
                  value={draft.quiet.from}
                  onChange={(event) => change({ quiet: { ...draft.quiet, from: event.currentTarget.value } })}
                  error={errors.quiet}
                />
                <TextInput
                  type="time"
                  label={t('notifications.quietTo')}
                  value={draft.quiet.to}
                  onChange={(event) => change({ quiet: { ...draft.quiet, to: event.currentTarget.value } })}
                />
              </SimpleGrid>
            ) : null}
          </Stack>
        </Card>
        <ErrorNotice error={save.error} />
        {saved ? (
          <Notice color="green" role="status">
            {t('notifications.saved')}
          </Notice>
        ) : null}
        <ErrorNotice error={test.error} />
        {test.data ? (
          <Notice color="green" role="status">
            {t('notifications.testSent', {
              channels: test.data.queued
                .map((q) => `${t(`notifications.channel.${q.channel}`)} (${q.to})`)
                .join(', '),
            })}
          </Notice>
        ) : null}
        <Group justify="space-between">
          <Button variant="light" onClick={() => test.mutate()} loading={test.isPending}>
            {t('notifications.sendTest')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Account menu -> Notifications: how and when this person hears about alerts. */
export function NotificationsPanel(): ReactNode {
  const { t } = useTranslation();
  const [codeIssued, setCodeIssued] = useState(false);
  const settings = useNotificationSettings(codeIssued);
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t('notifications.title')}</Title>
      <Text>{t('notifications.intro')}</Text>
      {settings.isError ? (
        <ErrorNotice error={settings.error} />
      ) : settings.isPending ? (
        <Text>{t('common.loading')}</Text>
      ) : (
        <SettingsForm settings={settings.data} onCodeIssued={() => setCodeIssued(true)} />
      )}
    </Stack>
  );
}
