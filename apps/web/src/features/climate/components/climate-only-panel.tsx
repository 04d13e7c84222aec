import type { ReactNode } from 'react';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useParticleDevices } from '../api/list-particle-devices';
import { DevicesTitle } from '../../../components/devices/devices-title';
import { useLiveDeviceUpdates } from '../../../lib/devices/api/use-live-device-updates';
import { climateId, climateOnline } from '../../../lib/devices/climate-view';
import { OfflineDevices } from '../../../components/devices/offline-devices';
import type { CardAlertMarks } from '../../../components/devices/alert-mark';
import { ClimateCard } from './climate-card';
import type { RenderFirmwareUpload } from './card-actions';
import { useOfflineToggle } from '../../../lib/devices/offline-toggle';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

export interface ClimateOnlyPanelProps {
  alertMarks?: CardAlertMarks;
  /** The firmware chooser each card offers staff. */
  firmwareUpload?: RenderFirmwareUpload;
}

/** /devices/particle: the same layout as /devices with climate devices only, from their own list call. */
export function ClimateOnlyPanel({ alertMarks, firmwareUpload }: ClimateOnlyPanelProps): ReactNode {
  const { t } = useTranslation();
  const list = useParticleDevices();
  useLiveDeviceUpdates();
  const devices = list.data ?? [];
  const card = (d: (typeof devices)[number]) => (
    <ClimateCard
      device={d}
      alertMark={alertMarks?.get(climateId(d).toLowerCase())}
      firmwareUpload={firmwareUpload}
      key={climateId(d)}
    />
  );
  const online = devices.filter(climateOnline);
  const offline = devices.filter((d) => !climateOnline(d));
  const toggle = useOfflineToggle(online.length, offline.length);
  return (
    <Stack gap="lg">
      <DevicesTitle />
      {!list.isPending && devices.length === 0 ? <Alert color="gray">{t('devices.noDevices')}</Alert> : null}
      {online.length > 0 ? <SimpleGrid cols={GRID}>{online.map(card)}</SimpleGrid> : null}
      {offline.length > 0 ? (
        <OfflineDevices count={offline.length} toggle={toggle}>
          <SimpleGrid cols={GRID}>{offline.map(card)}</SimpleGrid>
        </OfflineDevices>
      ) : null}
    </Stack>
  );
}
