import type { ReactNode } from 'react';
import { Alert as Notice, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NotificationSettings } from '@canopy/shared/schemas/alerts';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useSendTestNotification, type TestNotificationResult } from '../api/send-test-notification';
import { useSettingsForm } from '../lib/use-settings-form';
import { ChannelSettings } from './channel-settings';
import { DigestSettings } from './digest-settings';
import { WhenSettings } from './when-settings';

export interface SettingsFormProps {
  settings: NotificationSettings;
  onCodeIssued: () => void;
}

/** The channels and when to use them, saved together; a test message goes out through what is saved. */
export function SettingsForm({ settings, onCodeIssued }: SettingsFormProps): ReactNode {
  const { t } = useTranslation();
  const form = useSettingsForm(settings);
  const test = useSendTestNotification();

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack gap="lg">
        <ChannelSettings
          settings={settings}
          form={form.form}
          onPushSubscribed={form.pushSubscribed}
          onCodeIssued={onCodeIssued}
        />
        <WhenSettings form={form.form} />
        <DigestSettings form={form.form} />
        <ErrorNotice error={form.save.error} />
        {form.saved ? (
          <Notice color="green" role="status">
            {t('notifications.saved')}
          </Notice>
        ) : null}
        <ErrorNotice error={test.error} />
        {test.data ? <TestSent sent={test.data} /> : null}
        <Group justify="space-between">
          <Button variant="light" onClick={() => test.mutate()} loading={test.isPending}>
            {t('notifications.sendTest')}
          </Button>
          <Button type="submit" loading={form.save.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Where the test message went. */
function TestSent({ sent }: { sent: TestNotificationResult }): ReactNode {
  const { t } = useTranslation();
  return (
    <Notice color="green" role="status">
      {t('notifications.testSent', {
        channels: sent.queued.map((q) => `${t(`notifications.channel.${q.channel}`)} (${q.to})`).join(', '),
      })}
    </Notice>
  );
}
