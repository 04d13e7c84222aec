import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import {
  Box,
  Loader,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useClimateDevices, useSoilDevices } from '../../../lib/devices/api/list-devices';
import { climateId, climateName } from '../../../lib/devices/climate-view';
import { lineStyle } from '../lib/compare-lines';
import { mergeSeries, summarize } from '../lib/compare-merge';
import { useCompareRange } from '../lib/compare-range';
import type { CompareSearch } from '../lib/compare-search';
import { pickMetric, useCompareSeries } from '../lib/compare-series';
import {
  COMPARE_KINDS,
  COMPARE_MAX,
  defaultMetric,
  METRICS_OF,
  metricOf,
  resolveCompare,
  searchOfChoice,
  type CompareKind,
  type CompareMetric,
  type KnownDevices,
} from '../lib/compare-state';
import { displayName } from '../../../lib/devices/device-name';
import { SOIL_VALUES, soilChartTitle } from '../../../lib/devices/soil-values';
import { useHistoryWindow } from '../../../lib/devices/use-history-window';
import { BackToDevices } from '../../../components/devices/back-link';
import { HistoryRangePicker } from '../../../components/devices/history-range-picker';
import { Value } from '../../../components/devices/value';

// uPlot is fetched only when there is something to draw.
const CompareChart = lazy(() => import('./compare-chart').then((m) => ({ default: m.CompareChart })));

const CLIMATE_METRICS = {
  temperature: { titleKey: 'devices.chartTemperature', unit: '°C', digits: 1 },
  humidity: { titleKey: 'devices.chartHumidity', unit: '%', digits: 1 },
  co2: { titleKey: 'devices.chartCo2', unit: 'ppm', digits: 0 },
  vpd: { titleKey: 'devices.chartVpd', unit: 'kPa', digits: 2 },
} as const;

/** A metric's chart title (named and with its unit, as on the device pages), unit and decimals. */
function metricInfo(t: TFunction, { kind, metric }: CompareMetric) {
  if (kind === 'climate') {
    const info = CLIMATE_METRICS[metric];
    return { title: t(info.titleKey), unit: info.unit, digits: info.digits };
  }
  const value = SOIL_VALUES.find((v) => v.metric === metric)!;
  return { title: soilChartTitle(t, value), unit: value.unit, digits: 2 };
}

interface DeviceOption {
  value: string;
  label: string;
}

export interface ComparePanelProps {
  /** The page's search params: the whole comparison lives there, so it can be bookmarked and shared. */
  search: CompareSearch;
  onSearchChange: (next: CompareSearch) => void;
}

/**
 * /devices/compare: up to four devices of one kind overlaid on one metric over a range,
 * with a table of each line's lowest, average, highest and latest point under the chart.
 */
export function ComparePanel({ search, onSearchChange }: ComparePanelProps): ReactNode {
  const { t } = useTranslation();
  const kindLabelId = useId();
  const climate = useClimateDevices();
  const soil = useSoilDevices();
  // The lists are polled with fresh readings; keyed by their ids and names only, the choice and the chart
  // built from them stay the same objects until a device is added, removed or renamed.
  const optionsKey = JSON.stringify({
    climate: (climate.data ?? [])
      .map((d) => ({ value: climateId(d), label: displayName(climateName(d)) }))
      .filter((o) => o.value !== ''),
    soil: (soil.data ?? []).map((d) => ({ value: d.deviceId, label: displayName(d.name || d.deviceId) })),
  });
  const options = useMemo(() => JSON.parse(optionsKey) as Record<CompareKind, DeviceOption[]>, [optionsKey]);
  const settled = !climate.isPending && !soil.isPending;
  const known = useMemo(
    (): KnownDevices | null =>
      settled
        ? {
            climate: new Set(options.climate.map((o) => o.value)),
            soil: new Set(options.soil.map((o) => o.value)),
          }
        : null,
    [settled, options],
  );
  const choice = useMemo(() => resolveCompare(search, known), [search, known]);
  const range = useCompareRange(search, (next) => onSearchChange({ ...search, ...next }));
  const window = useHistoryWindow(range.selection);
  const ids = known ? choice.ids : [];
  const series = useCompareSeries(choice.kind, ids, range.selection);
  const info = metricInfo(t, choice.metric);

  const span = useMemo(
    (): [number, number] | null => (window ? [window.from / 1000, window.to / 1000] : null),
    [window],
  );
  const kindOptions = options[choice.kind];
  const labels = useMemo(
    () => choice.ids.map((id) => options[choice.kind].find((o) => o.value === id)?.label ?? id),
    [choice, options],
  );
  const full = choice.ids.length >= COMPARE_MAX;
  const setKind = (kind: CompareKind) => {
    if (kind !== choice.kind)
      onSearchChange(searchOfChoice(search, { metric: defaultMetric(kind), ids: [] }));
  };
  const setIds = (next: string[]) =>
    onSearchChange(searchOfChoice(search, { metric: choice.metric, ids: next }));
  const setMetric = (value: string) => {
    const metric = metricOf(value);
    if (metric) onSearchChange(searchOfChoice(search, { metric, ids: choice.ids }));
  };

  return (
    <Stack gap="md">
      <BackToDevices />
      <Title order={1}>{t('compare.title')}</Title>
      <Text>{t('compare.intro')}</Text>
      <ErrorNotice error={climate.error ?? soil.error} />
      <Stack gap={4}>
        <Text id={kindLabelId} size="sm" fw={500}>
          {t('compare.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindLabelId}
          value={choice.kind}
          onChange={(value) => setKind(value as CompareKind)}
          data={COMPARE_KINDS.map((kind) => ({ value: kind, label: t(`compare.kinds.${kind}`) }))}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
        <Text size="sm" c="dimmed">
          {t('compare.kindHint')}
        </Text>
      </Stack>
      <MultiSelect
        label={t('compare.devices')}
        description={
          full ? t('compare.devicesFull') : t('compare.devicesHint', { chosen: choice.ids.length })
        }
        placeholder={choice.ids.length === 0 ? t('compare.devicesPlaceholder') : undefined}
        data={kindOptions.map((o) => ({ ...o, disabled: full && !choice.ids.includes(o.value) }))}
        value={known ? choice.ids : []}
        onChange={setIds}
        maxValues={COMPARE_MAX}
        searchable
        nothingFoundMessage={t('compare.nothingFound')}
        disabled={!known}
        maw={560}
      />
      <NativeSelect
        label={t('compare.metric')}
        value={choice.metric.metric}
        onChange={(event) => setMetric(event.currentTarget.value)}
        data={METRICS_OF[choice.kind].map((metric) => ({
          value: metric,
          label: metricInfo(t, { kind: choice.kind, metric } as CompareMetric).title,
        }))}
        maw={320}
      />
      <HistoryRangePicker state={range} />
      {!known ? (
        <Loader aria-label={t('common.loading')} />
      ) : kindOptions.length === 0 ? (
        <Text>{t('compare.noneOfKind')}</Text>
      ) : choice.ids.length === 0 ? (
        <Text fw={500}>{t('compare.empty')}</Text>
      ) : range.selection && span ? (
        <Comparison labels={labels} metric={choice.metric} info={info} series={series} span={span} />
      ) : null}
    </Stack>
  );
}

interface ComparisonProps {
  /** The chosen devices' names, in the order of their series. */
  labels: readonly string[];
  metric: CompareMetric;
  info: ReturnType<typeof metricInfo>;
  series: ReturnType<typeof useCompareSeries>;
  span: [number, number];
}

/** The chart of the loaded devices and their summary; a device that failed is named under the error. */
function Comparison({ labels, metric, info, series, span }: ComparisonProps): ReactNode {
  const { t } = useTranslation();
  const columns = useMemo(
    () => mergeSeries(series.data.map((points) => (points ? pickMetric(points, metric) : []))),
    [series.data, metric],
  );
  // A device keeps its line style (its place in the choice) when one before it failed to load.
  const lines = useMemo(
    () =>
      labels.flatMap((label, i) =>
        series.data[i] === undefined ? [] : [{ label, y: columns.ys[i] ?? [], style: i }],
      ),
    [labels, columns, series.data],
  );
  const failed = labels.filter((_label, i) => series.errors[i]);
  const firstError = series.errors.find((error) => error !== null) ?? null;

  return (
    <Stack gap="sm">
      {firstError ? (
        <Stack gap={4}>
          <ErrorNotice error={firstError} />
          <Text size="sm">{t('compare.notDrawn', { devices: failed.join(', ') })}</Text>
        </Stack>
      ) : null}
      {series.pending ? (
        <Loader aria-label={t('common.loading')} />
      ) : lines.length === 0 ? null : columns.x.length === 0 ? (
        <Text>{t('history.empty')}</Text>
      ) : (
        <>
          <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
            <CompareChart
              title={info.title}
              name={t('compare.chartName', {
                metric: info.title,
                devices: lines.map((line) => line.label).join(', '),
              })}
              timeLabel={t('devices.chart.time')}
              x={columns.x}
              lines={lines}
              window={span}
              digits={info.digits}
            />
          </Suspense>
          <Summary lines={lines} unit={info.unit} digits={info.digits} />
        </>
      )}
    </Stack>
  );
}

function Summary({
  lines,
  unit,
  digits,
}: {
  lines: readonly { label: string; y: (number | null)[]; style: number }[];
  unit: string | undefined;
  digits: number;
}): ReactNode {
  const { t } = useTranslation();
  const captionId = useId();
  // Scrolls sideways on a phone when the values are wide (soil's mg/kg); focusable, so a keyboard can scroll it.
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table captionSide="top" striped>
        <Table.Caption id={captionId}>{t('compare.summaryCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('compare.device')}</Table.Th>
            <Table.Th scope="col">{t('compare.lowest')}</Table.Th>
            <Table.Th scope="col">{t('compare.average')}</Table.Th>
            <Table.Th scope="col">{t('compare.highest')}</Table.Th>
            <Table.Th scope="col">{t('compare.latest')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const summary = summarize(line.y);
            const style = lineStyle(line.style);
            return (
              <Table.Tr key={line.style}>
                <Table.Th scope="row">
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-block',
                      width: 24,
                      marginInlineEnd: 8,
                      verticalAlign: 'middle',
                      borderTop: `3px ${style.border} ${style.color}`,
                    }}
                  />
                  {line.label}
                </Table.Th>
                {(['lowest', 'average', 'highest', 'latest'] as const).map((key) => (
                  <Table.Td key={key} style={{ whiteSpace: 'nowrap' }}>
                    <Value value={summary[key]} unit={unit} digits={digits} />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
