import type { ReactNode } from 'react';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useRecentDeviceAlerts } from '../api/list-alerts';
import { AlertCard } from './alert-card';

/** A device page's unresolved alerts, shown first on the page; nothing to read when all is well but a line. */
export function DeviceAlerts({ deviceId }: { deviceId: string }): ReactNode {
  const { t } = useTranslation();
  const alerts = useRecentDeviceAlerts(deviceId);
  const items = (alerts.data ?? []).filter((alert) => alert.state !== 'resolved');
  return (
    <Card withBorder component="section" aria-labelledby="device-alerts-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="device-alerts-title">
          {t('alerts.deviceTitle')}
        </Title>
        {alerts.isPending ? (
          <Text size="sm">{t('common.loading')}</Text>
        ) : items.length === 0 ? (
          <Text size="sm">{t('alerts.deviceNone')}</Text>
        ) : (
          items.map((alert) => <AlertCard key={alert._id} alert={alert} showDevice={false} />)
        )}
        <Anchor component={Link} to="/alerts" size="sm">
          {t('alerts.allAlerts')}
        </Anchor>
      </Stack>
    </Card>
  );
}
