import { useState, type ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useNotificationSettings } from '../api/get-notification-settings';
import { SettingsForm } from './settings-form';

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
