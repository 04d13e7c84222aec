import { useMemo, type ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isStaff } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { useDevice } from '../api/get-device';
import type { AlertSpan } from '../../../lib/devices/alert-spans';
import { climateName, climateThresholds } from '../../../lib/devices/climate-view';
import { displayName } from '../../../lib/devices/device-name';
import { useLiveDeviceUpdates } from '../../../lib/devices/api/use-live-device-updates';
import { AdminActions } from './admin-actions';
import { BackToDevices } from '../../../components/devices/back-link';
import { DeviceCropLine } from '../../../components/crop/device-crop-line';
import { CommandAudit } from './command-audit';
import { ReadingsTable, SocketsTable, ThresholdTables } from './climate-tables';
import { ClimateHistorySection } from './climate-history-section';
import { DeviceActions } from './device-actions';
import { DeviceTime } from '../../../components/ui/device-time';
import { FunctionPicker } from './function-picker';
import { RelaysAndConfig } from './relays-config';

export interface ClimateDevicePanelProps {
  id: string;
  /** The device's unresolved alerts, listed first; the page composing this one supplies them. */
  alerts?: ReactNode;
  /** The power alert table at the foot of the page. */
  powerAlerts?: ReactNode;
  /** Alert periods the charts shade. */
  alertSpans?: readonly AlertSpan[];
  /** The firmware upload section, shown to staff only (the firmware feature supplies it). */
  firmwareUpload?: ReactNode;
}

/** The climate device page, /device/{id}. */
export function ClimateDevicePanel({
  id,
  alerts,
  powerAlerts,
  alertSpans,
  firmwareUpload,
}: ClimateDevicePanelProps): ReactNode {
  const { t } = useTranslation();
  const device = useDevice(id).data;
  // Kept while the device's answer does not change, so the charts are not rebuilt on every render.
  const thresholds = useMemo(() => (device ? climateThresholds(device) : undefined), [device]);
  const { actor } = useSession();
  const staff = actor ? isStaff(actor) : false;
  useLiveDeviceUpdates();
  return (
    <Stack gap="md">
      <BackToDevices />
      <Title order={1}>{displayName(device ? climateName(device) : id)}</Title>
      <DeviceCropLine crop={device?.crop} />
      {alerts}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RelaysAndConfig id={id} />
      </SimpleGrid>
      {device ? (
        <>
          <DeviceActions id={id} device={device} />
          <Card withBorder>
            <Title order={2} size="h4">
              {t('devices.latest')}
            </Title>
            <ReadingsTable device={device} />
          </Card>
          <ClimateHistorySection id={id} alertSpans={alertSpans} thresholds={thresholds} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <ThresholdTables device={device} />
            <SocketsTable device={device} />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('devices.updated')}: <DeviceTime value={device.lastUpdated} />
          </Text>
          <FunctionPicker id={id} staff={staff} offered={device.functions} />
          {/* Firmware and the privileged commands are superuser/admin calls; the server refuses others. */}
          {staff ? (
            <>
              <AdminActions id={id} />
              {firmwareUpload}
            </>
          ) : null}
          {/* Full width: the audit has five columns, side by side it would scroll even on a desktop. */}
          <CommandAudit id={id} />
          {powerAlerts}
        </>
      ) : null}
    </Stack>
  );
}
