import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ClimateDevice, SoilDevice } from '@canopy/shared/schemas/devices';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import type { CardAlertMark } from '../../../components/devices/alert-mark';
import { climateOnline } from '../../../lib/devices/climate-view';
import { ClimateRow, SoilRow, WaterRow } from './device-list-rows';

export interface DeviceListProps {
  climate: ClimateDevice[];
  soil: SoilDevice[];
  water: WaterDevice[];
  markOf: (id: string) => CardAlertMark | undefined;
}

/** The compact list of the devices page on a phone: one row per device, online first. */
export function DeviceList({ climate, soil, water, markOf }: DeviceListProps): ReactNode {
  const { t } = useTranslation();
  const rows = [
    ...climate.map((d) => ({
      online: climateOnline(d),
      node: <ClimateRow key={`c-${d.id}`} device={d} mark={markOf(d.id)} />,
    })),
    ...soil.map((d) => ({
      online: d.status === 'online',
      node: <SoilRow key={`s-${d.deviceId}`} device={d} mark={markOf(d.deviceId)} />,
    })),
    ...water.map((d) => ({
      online: d.status === 'online',
      node: <WaterRow key={`w-${d.deviceId}`} device={d} mark={markOf(d.deviceId)} />,
    })),
  ];
  const ordered = [...rows.filter((r) => r.online), ...rows.filter((r) => !r.online)];
  if (ordered.length === 0) return null;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('floor.listCaption')}>
      {ordered.map((row) => row.node)}
    </Stack>
  );
}
