import type { ReactNode } from 'react';
import { Badge, Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeviceAlerts } from '../api/device-alerts';
import { DeviceTime } from './device-time';

const KIND_KEYS: Record<string, { key: string; color: string }> = {
  power_lost: { key: 'devices.audit.powerLost', color: 'red.9' },
  power_restored: { key: 'devices.audit.powerRestored', color: 'green.9' },
};

/** Whether the Telegram message went out; '-' when none was queued (Telegram not configured). */
function Delivery({ delivered }: { delivered: boolean | null | undefined }): ReactNode {
  const { t } = useTranslation();
  if (delivered === null || delivered === undefined) return '-';
  return (
    <Text size="sm" c={delivered ? 'green.9' : 'red.9'}>
      {t(delivered ? 'devices.audit.delivered' : 'devices.audit.notDelivered')}
    </Text>
  );
}

/** Stored power alerts of this device (DESIGN section 8): failures and recoveries, newest first. */
export function AlertHistory({ id }: { id: string }): ReactNode {
  const { t } = useTranslation();
  const alerts = useDeviceAlerts(id);
  const entries = alerts.data ?? [];
  return (
    <Card withBorder component="section" aria-labelledby="alert-history-title">
      <Title order={2} size="h4" id="alert-history-title" mb="sm">
        {t('devices.audit.alertsTitle')}
      </Title>
      {alerts.isPending ? (
        <Text size="sm">{t('common.loading')}</Text>
      ) : entries.length === 0 ? (
        <Text size="sm">{t('devices.audit.alertsEmpty')}</Text>
      ) : (
        <Table striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.audit.when')}</Table.Th>
              <Table.Th>{t('devices.audit.event')}</Table.Th>
              <Table.Th>{t('devices.audit.telegram')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((alert) => {
              const kind = KIND_KEYS[alert.kind];
              return (
                <Table.Tr key={alert._id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DeviceTime value={alert.createdAt} />
                  </Table.Td>
                  <Table.Td>
                    {kind ? (
                      <Badge color={kind.color} variant="filled">
                        {t(kind.key)}
                      </Badge>
                    ) : (
                      <bdi>{alert.kind}</bdi>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Delivery delivered={alert.delivered} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
