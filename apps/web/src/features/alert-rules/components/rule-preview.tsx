import type { ReactNode } from 'react';
import { Alert as Notice, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isMetricOf, metricText, type AlertDeviceType } from '@canopy/shared/alerts';
import type { RulePreview } from '@canopy/shared/schemas/alerts';
import { CheckIcon, WarningIcon } from '../../../components/ui/icons';
import { displayName } from '../../../lib/devices/device-name';

/** The preview's answer: each device the rule covers, whether it would breach now, its value and limit. */
export function RulePreviewTable({
  preview,
  deviceType,
  metric,
}: {
  preview: RulePreview;
  deviceType: AlertDeviceType;
  metric: string | null;
}): ReactNode {
  const { t } = useTranslation();
  const unit = metric && isMetricOf(deviceType, metric) ? metric : null;
  const show = (value: number | null) =>
    value === null ? '-' : unit ? metricText(unit, value) : String(value);
  if (preview.devices.length === 0) return <Notice color="gray">{t('alertRules.previewNone')}</Notice>;
  const breaching = preview.devices.filter((d) => d.condition === 'breach').length;
  return (
    <>
      <Text size="sm" role="status">
        {t('alertRules.previewCount', { count: breaching, total: preview.devices.length })}
      </Text>
      <Table.ScrollContainer minWidth={360}>
        <Table verticalSpacing={4} aria-label={t('alertRules.previewTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('alertRules.device')}</Table.Th>
              <Table.Th>{t('alertRules.now')}</Table.Th>
              <Table.Th>{t('alertRules.value')}</Table.Th>
              <Table.Th>{t('alerts.limit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.devices.map((device) => (
              <Table.Tr key={device.deviceId}>
                <Table.Td>
                  <bdi>{displayName(device.deviceName)}</bdi>
                </Table.Td>
                <Table.Td>
                  <Text
                    size="sm"
                    span
                    c={device.condition === 'breach' ? 'red.9' : undefined}
                    fw={device.condition === 'breach' ? 700 : undefined}
                  >
                    {device.condition === 'breach' ? (
                      <WarningIcon size={14} />
                    ) : device.condition === 'clear' ? (
                      <CheckIcon size={14} />
                    ) : null}{' '}
                    {t(`alertRules.condition.${device.condition}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <bdi>{show(device.value)}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi>{show(device.limit)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
