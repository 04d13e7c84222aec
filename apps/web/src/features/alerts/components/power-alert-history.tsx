import type { ReactNode } from 'react';
import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Alert } from '@canopy/shared/schemas/alerts';
import { DeviceTime } from '../../../components/ui/device-time';
import { useDeviceAlerts } from '../api/list-alerts';

type Delivery = Alert['notifications'][number]['status'] | null;

/** Whether the Telegram message of that moment went out; '-' when none was queued (Telegram not set up). */
function TelegramStatus({ status }: { status: Delivery }): ReactNode {
  const { t } = useTranslation();
  if (status === null) return '-';
  const delivered = status === 'sent' || status === 'summarized';
  return (
    <Text size="sm" c={delivered ? 'canopy.8' : status === 'failed' ? 'red.9' : undefined}>
      {t(`alerts.delivery.${status}`)}
    </Text>
  );
}

const telegramStatus = (alert: Alert, kind: 'opened' | 'resolved'): Delivery =>
  alert.notifications.find((n) => n.channel === 'telegram' && n.kind === kind)?.status ?? null;

/**
 * The climate page's power table, kept now that power is one alert kind among several: each power alert as
 * the failure and, once back, the
 * recovery, newest first, with the Telegram delivery of each.
 */
export function PowerAlertHistory({ deviceId }: { deviceId: string }): ReactNode {
  const { t } = useTranslation();
  const alerts = useDeviceAlerts(deviceId.toLowerCase(), { kind: 'power' });
  const rows = (alerts.data ?? [])
    .flatMap((alert) => [
      { key: `${alert._id}-lost`, at: alert.openedAt, lost: true, status: telegramStatus(alert, 'opened') },
      ...(alert.resolvedAt
        ? [
            {
              key: `${alert._id}-back`,
              at: alert.resolvedAt,
              lost: false,
              status: telegramStatus(alert, 'resolved'),
            },
          ]
        : []),
    ])
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return (
    <Card withBorder component="section" aria-labelledby="power-alerts-title">
      <Title order={2} size="h4" id="power-alerts-title" mb="sm">
        {t('alerts.powerTitle')}
      </Title>
      {alerts.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('alerts.powerEmpty')}</Text>
      ) : (
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('alerts.when')}</Table.Th>
              <Table.Th>{t('alerts.event')}</Table.Th>
              <Table.Th>{t('alerts.telegram')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DeviceTime value={row.at} />
                </Table.Td>
                <Table.Td>
                  <Badge color={row.lost ? 'red.9' : 'canopy.8'} variant="filled">
                    {t(row.lost ? 'alerts.powerLost' : 'alerts.powerRestored')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <TelegramStatus status={row.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
