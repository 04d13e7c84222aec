import { Fragment, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Alert, Group, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AnchorLink } from '../../../components/ui/anchor-link';
import { Deferred } from '../../../components/ui/deferred';
import { SegmentedChoice } from '../../../components/ui/segmented-choice';
import { useClimateDevices } from '../../../lib/devices/api/list-climate-devices';
import { useSoilDevices } from '../../../lib/devices/api/list-soil-devices';
import { useWaterDevices } from '../../../lib/devices/api/list-water-devices';
import { DevicesTitle } from '../../../components/devices/devices-title';
import { climateOnline } from '../../../lib/devices/climate-view';
import { DEVICES_VIEWS, useDevicesView } from '../lib/devices-view';
import { isStaff } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { useLiveDeviceUpdates } from '../../../lib/devices/api/use-live-device-updates';
import type { SoilDevice } from '@canopy/shared/schemas/devices';
import type { ClimateDevice } from '@canopy/shared/schemas/devices';
import type { WaterDevice } from '@canopy/shared/schemas/water';
import type { CardAlertMark, CardAlertMarks } from '../../../components/devices/alert-mark';
import { OfflineDevices } from '../../../components/devices/offline-devices';
import { DeviceList } from './device-list';
import { useOfflineToggle } from '../../../lib/devices/offline-toggle';

type TypeFilter = 'all' | 'climate' | 'water';
const GRID = { base: 1, sm: 2, lg: 3 } as const;

/**
 * How each kind of device is drawn as a card; the climate, soil and water features supply them. Cards may
 * load their code when first drawn (they render inside a Suspense boundary); `load` starts that early.
 */
export interface DeviceCards {
  climate: (device: ClimateDevice, alertMark: CardAlertMark | undefined) => ReactNode;
  soil: (device: SoilDevice, alertMark: CardAlertMark | undefined) => ReactNode;
  water: (device: WaterDevice, alertMark: CardAlertMark | undefined) => ReactNode;
  load?: () => Promise<unknown>;
}

export interface DevicesPanelProps {
  /** By lower-case device id: marks the cards with unresolved alerts. */
  alertMarks?: CardAlertMarks;
  cards: DeviceCards;
  /** The firmware flash form, shown to staff only. */
  firmwareFlash?: ReactNode;
}

/** The /devices screen: climate and soil grid, offline toggle, water section. */
export function DevicesPanel({ alertMarks, cards: render, firmwareFlash }: DevicesPanelProps): ReactNode {
  const { t } = useTranslation();
  const markOf = (id: string) => alertMarks?.get(id.toLowerCase());
  const [filter, setFilter] = useState<TypeFilter>('all');
  const [view, setView] = useDevicesView();
  const climate = useClimateDevices();
  const soil = useSoilDevices();
  const water = useWaterDevices();
  const { actor } = useSession();
  useLiveDeviceUpdates();
  // The cards' code loads beside the device lists, not after them.
  useEffect(() => {
    if (view === 'cards') void render.load?.();
  }, [view, render]);

  const showClimate = filter !== 'water';
  const climateList = showClimate ? (climate.data ?? []) : [];
  const soilList = filter === 'all' ? (soil.data ?? []) : [];
  const waterList = filter !== 'climate' ? (water.data ?? []) : [];
  const cards = [
    ...climateList.map((d) => ({
      online: climateOnline(d),
      node: <Fragment key={`c-${d.id}`}>{render.climate(d, markOf(d.id))}</Fragment>,
    })),
    ...soilList.map((d) => ({
      online: d.status === 'online',
      node: <Fragment key={`s-${d.deviceId}`}>{render.soil(d, markOf(d.deviceId))}</Fragment>,
    })),
  ];
  const online = cards.filter((c) => c.online);
  const offline = cards.filter((c) => !c.online);
  const toggle = useOfflineToggle(online.length, offline.length);
  const loading = climate.isPending || soil.isPending || water.isPending;
  const none = !loading && cards.length === 0 && waterList.length === 0;
  // Flashing is a superuser/admin call; plain users are not offered the form. It waits for the lists and
  // shows with their cards, so their arrival does not push it down the screen.
  const flash = actor && isStaff(actor) && !loading ? <Deferred>{firmwareFlash}</Deferred> : null;

  return (
    <Stack gap="lg">
      <DevicesTitle />
      <Group>
        <AnchorLink to="/devices/compare">{t('compare.link')}</AnchorLink>
      </Group>
      <SegmentedChoice
        aria-label={t('devices.typeFilter')}
        value={filter}
        onChange={setFilter}
        data={[
          { value: 'all', label: t('devices.typeAll') },
          { value: 'climate', label: t('devices.typeClimate') },
          { value: 'water', label: t('devices.typeWater') },
        ]}
      />
      <SegmentedChoice
        aria-label={t('floor.view')}
        value={view}
        onChange={setView}
        data={DEVICES_VIEWS.map((value) => ({
          value,
          label: t(value === 'list' ? 'floor.viewList' : 'floor.viewCards'),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {none ? <Alert color="gray">{t('devices.noDevices')}</Alert> : null}
      {view === 'list' && (cards.length > 0 || waterList.length > 0) ? (
        <Deferred>
          <DeviceList climate={climateList} soil={soilList} water={waterList} markOf={markOf} />
        </Deferred>
      ) : null}
      {view === 'cards' ? (
        // The cards and the form below them show together, once the cards' code is in.
        <Suspense fallback={null}>
          {cards.length > 0 ? (
            // The cards' names are level-3 headings: this level 2 keeps the outline without a skipped level.
            <VisuallyHidden>
              <Title order={2}>{t('floor.gridTitle')}</Title>
            </VisuallyHidden>
          ) : null}
          {online.length > 0 ? (
            <Deferred>
              <SimpleGrid cols={GRID}>{online.map((c) => c.node)}</SimpleGrid>
            </Deferred>
          ) : null}
          {offline.length > 0 ? (
            <OfflineDevices count={offline.length} toggle={toggle}>
              <SimpleGrid cols={GRID}>{offline.map((c) => c.node)}</SimpleGrid>
            </OfflineDevices>
          ) : null}
          {waterList.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="water-devices-title">
              <Title order={2} id="water-devices-title">
                {t('devices.waterTitle')}
              </Title>
              <Deferred>
                <SimpleGrid cols={GRID}>
                  {waterList.map((d) => (
                    <Fragment key={d.deviceId}>{render.water(d, markOf(d.deviceId))}</Fragment>
                  ))}
                </SimpleGrid>
              </Deferred>
            </Stack>
          ) : null}
          {flash}
        </Suspense>
      ) : (
        flash
      )}
    </Stack>
  );
}
