import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import { DeviceTime } from '../../../components/ui/device-time';
import { errorMessage } from '../../../i18n/error-message';
import { useAnnotations } from '../../../lib/devices/api/get-annotations';
import { useSoilSeries } from '../../../lib/devices/api/history-series';
import { useSoilDevices } from '../../../lib/devices/api/list-soil-devices';
import { useSoilLatest } from '../../../lib/devices/api/soil-latest';
import { useStageBands } from '../../../lib/devices/api/stage-bands';
import { displayName } from '../../../lib/devices/device-name';
import type { Marked } from '../../../lib/devices/annotation-markers';
import { SOIL_VALUES } from '../../../lib/devices/soil-values';
import { useHistoryRange } from '../../../lib/devices/use-history-range';
import { useHistoryWindow } from '../../../lib/devices/use-history-window';
import { BackToDevices } from '../../../components/devices/back-link';
import { HistoryFooter } from '../../../components/devices/history-footer';
import { HistoryRangePicker } from '../../../components/devices/history-range-picker';
import { PickedMark } from '../../../components/devices/picked-mark';
import { Value } from '../../../components/devices/value';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there is something to draw.
const SoilSeriesCharts = lazy(() =>
  import('./soil-series-charts').then((m) => ({ default: m.SoilSeriesCharts })),
);

export interface SoilDevicePanelProps {
  deviceId: string;
  /** The device's unresolved alerts, listed first; the page composing this one supplies it. */
  alerts?: ReactNode;
}

/** A soil sensor's page: its latest values and the seven values over a range. */
export function SoilDevicePanel({ deviceId, alerts }: SoilDevicePanelProps): ReactNode {
  const { t } = useTranslation();
  const device = useSoilDevices().data?.find((d) => d.deviceId === deviceId);
  const latest = useSoilLatest(deviceId);
  const range = useHistoryRange();
  const series = useSoilSeries(deviceId, range.selection);
  const window = useHistoryWindow(range.selection);
  const span = useMemo(
    (): [number, number] | null => (window ? [window.from / 1000, window.to / 1000] : null),
    [window],
  );
  const marks = useAnnotations(deviceId, window?.from ?? 0, window?.to ?? 0).data;
  const stages = useStageBands(deviceId, window?.from ?? 0, window?.to ?? 0).data;
  const [picked, setPicked] = useState<Annotation | null>(null);
  // The marks handed to the charts are annotations, so a picked one is an annotation.
  const onPickMark = useCallback((mark: Marked) => setPicked(mark as Annotation), []);
  const failure = latest.error ?? series.error;

  return (
    <Stack gap="md">
      <BackToDevices />
      <Title order={1}>{displayName(device?.name || deviceId)}</Title>
      {alerts}
      {failure ? (
        <Alert color="red" role="alert">
          {errorMessage(t, failure)}
        </Alert>
      ) : null}
      <Card withBorder>
        <Title order={2} size="h4">
          {t('history.soilLatest')}
        </Title>
        <Table withRowBorders={false} verticalSpacing={2} maw={420}>
          <Table.Tbody>
            {SOIL_VALUES.map(({ metric, labelKey, unit }) => (
              <Table.Tr key={metric}>
                <Table.Th scope="row">{t(labelKey)}</Table.Th>
                <Table.Td>
                  <Value value={latest.data?.data?.[metric]} unit={unit} digits={2} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('devices.updated')}: <DeviceTime value={latest.data?.ts ?? null} />
        </Text>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="soil-history-title">
        <Title order={2} size="h4" id="soil-history-title">
          {t('history.title')}
        </Title>
        <HistoryRangePicker state={range} />
        {series.isPending && range.selection ? <Loading label={t('common.loading')} /> : null}
        {picked ? <PickedMark mark={picked} onClose={() => setPicked(null)} /> : null}
        {series.data && span ? (
          <Suspense fallback={<Loading label={t('common.loading')} />}>
            <SoilSeriesCharts
              points={series.data}
              window={span}
              marks={marks}
              onPickMark={onPickMark}
              stages={stages}
            />
          </Suspense>
        ) : null}
      </Stack>
      {window ? <HistoryFooter kind="soil" deviceId={deviceId} window={window} /> : null}
    </Stack>
  );
}
