import type { ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import { displayName } from '../../../lib/devices/device-name';
import { climateId, climateLastSeen, climateName, climateOnline } from '../../../lib/devices/climate-view';
import { AlertMarkBadge, type CardAlertMark } from '../../../components/devices/alert-mark';
import { CardActions, type RenderFirmwareUpload } from './card-actions';
import { FreshDataButton } from './device-actions';
import { DeviceNameEditor } from './device-name-editor';
import { DeviceTime } from '../../../components/ui/device-time';
import { ReadingsTable, SocketsTable, ThresholdTables } from './climate-tables';
import { DeviceCard } from '../../../components/devices/device-card';

export interface ClimateCardProps {
  device: ClimateDevice;
  /** Its unresolved alerts, when the page knows them. */
  alertMark?: CardAlertMark | undefined;
  /** The firmware chooser folded into the card's actions (staff only). */
  firmwareUpload?: RenderFirmwareUpload | undefined;
}

export function ClimateCard({ device, alertMark, firmwareUpload }: ClimateCardProps): ReactNode {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = climateId(device);
  const name = climateName(device);
  const online = climateOnline(device);
  return (
    <DeviceCard
      name={displayName(name)}
      alertMark={alertMark}
      onOpen={() => void navigate({ to: '/device/$id', params: { id } })}
    >
      <DeviceNameEditor id={id} name={name} />
      <DeviceCropLine crop={device.crop} />
      <Group gap="xs">
        <Badge color={online ? 'green' : 'gray'}>{t(online ? 'devices.online' : 'devices.offline')}</Badge>
        <AlertMarkBadge mark={alertMark} />
        {online ? null : (
          <Text size="xs" c="dimmed">
            {t('devices.lastSeen')}: <DeviceTime value={climateLastSeen(device)} />
          </Text>
        )}
      </Group>
      <ReadingsTable device={device} alertedMetrics={alertMark?.metrics} />
      <ThresholdTables device={device} />
      <SocketsTable device={device} />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {t('devices.updated')}: <DeviceTime value={device.lastUpdated} />
        </Text>
        <FreshDataButton id={id} size="xs" />
      </Group>
      <CardActions id={id} offered={device.functions} firmwareUpload={firmwareUpload} />
    </DeviceCard>
  );
}
