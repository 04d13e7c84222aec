import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useQueryClient, useQuery, useIsFetching } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { isStaff } from '@canopy/shared/permissions';
import { useSession } from '../../../lib/use-session';
import { deviceKeys } from '../../../lib/devices/api/device-keys';
import { waterDevicesQueryOptions } from '../../../lib/devices/api/list-water-devices';
import { useLiveDeviceUpdates } from '../../../lib/devices/api/use-live-device-updates';
import { BackToDevices } from '../../../components/devices/back-link';
import { waterKeys } from '../../../lib/devices/api/water-keys';
import { useWaterConfig } from '../api/water-config';
import { useWaterLatest } from '../api/water-latest';
import { useWaterPolling } from '../lib/use-water-polling';
import { useWaterRange } from '../lib/use-water-range';
import { resolveWindow } from '../../../lib/devices/water-range';
import { useMinuteEnd } from '../../../lib/devices/use-history-window';
import { HistoryFooter } from '../../../components/devices/history-footer';
import { WaterChartsSection } from './water-charts-section';
import { WaterCommands } from './water-commands';
import { WaterConfigCard } from './water-config-card';
import { WaterHeader } from './water-header';
import { WaterLatestCard } from './water-latest';
import { WaterRangePicker } from './water-range-picker';
import { WaterSettings } from './water-settings';
import { WaterSummaryCard } from './water-summary';

/** The water in/out page; `alerts`, the meter's unresolved alerts, come first. */
export function WaterDevicePanel({ deviceId, alerts }: { deviceId: string; alerts?: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const staff = isStaff(actor);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const poll = useWaterPolling(autoRefresh);
  // A reading from this meter refetches its latest values at once; the polling stays as the fallback.
  useLiveDeviceUpdates({ enabled: poll.latest !== false });
  const range = useWaterRange();
  const now = useMinuteEnd();
  const window = useMemo(
    () => (range.selection ? resolveWindow(range.selection, now) : null),
    [range.selection, now],
  );

  // The header reads the shared device list, on the page's slower cadence and under the same switch.
  const device = useQuery({ ...waterDevicesQueryOptions(), refetchInterval: poll.charts }).data?.find(
    (d) => d.deviceId === deviceId,
  );
  const latest = useWaterLatest(deviceId, poll.latest);
  const config = useWaterConfig(deviceId, poll.charts, staff);
  const fetching = useIsFetching({ queryKey: waterKeys.device(deviceId) }) > 0;

  const refreshAll = () => {
    void queryClient.refetchQueries({ queryKey: waterKeys.device(deviceId), type: 'active' });
    void queryClient.refetchQueries({ queryKey: deviceKeys.waterList(), exact: true, type: 'active' });
  };

  return (
    <Stack gap="md">
      <BackToDevices />
      <WaterHeader deviceId={deviceId} device={device} lastTs={latest.data?.ts ?? device?.lastTs} />
      {alerts}
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Switch
              label={t('water.autoRefresh')}
              checked={autoRefresh}
              onChange={(event) => setAutoRefresh(event.currentTarget.checked)}
            />
            <Button variant="light" onClick={refreshAll} loading={fetching}>
              {t('devices.refresh')}
            </Button>
          </Group>
          <WaterRangePicker state={range} />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <WaterLatestCard latest={latest.data} error={latest.error} />
        <WaterSummaryCard deviceId={deviceId} selection={range.selection} poll={poll.charts} />
      </SimpleGrid>
      <WaterChartsSection deviceId={deviceId} selection={range.selection} poll={poll.charts} />
      {window ? <HistoryFooter kind="water" deviceId={deviceId} window={window} /> : null}
      <WaterCommands deviceId={deviceId} staff={staff} />
      {staff ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <WaterSettings deviceId={deviceId} />
          <WaterConfigCard config={config.data} error={config.error} />
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
