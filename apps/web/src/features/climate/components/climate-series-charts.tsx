import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StageBand } from '@canopy/shared/schemas/annotations';
import { CLIMATE_SERIES_METRICS, type ClimateSeriesPoint } from '@canopy/shared/schemas/history';
import { spansOf, type AlertSpan } from '../../../lib/devices/alert-spans';
import type { Marked } from '../../../lib/devices/annotation-markers';
import type { PhaseLimits } from '../../../lib/devices/threshold-band';
import { useStagePlugins } from '../../../lib/devices/use-stage-plugins';
import { UplotChart, type MinMaxBand } from '../../../components/devices/uplot-chart';
import type { TranslationKey } from '../../../i18n/translation-key';

const METRICS: Record<(typeof CLIMATE_SERIES_METRICS)[number], { titleKey: TranslationKey; color: string }> =
  {
    temperature: { titleKey: 'devices.chartTemperature', color: '#e8590c' },
    humidity: { titleKey: 'devices.chartHumidity', color: '#1c7ed6' },
    co2: { titleKey: 'devices.chartCo2', color: '#2b8a3e' },
    vpd: { titleKey: 'devices.chartVpd', color: '#7048e8' },
  };

const NO_SPANS: readonly AlertSpan[] = [];

/** Columns for uPlot: seconds on x; per metric the averages and the band of the bucket extremes. */
function toColumns(points: readonly ClimateSeriesPoint[]) {
  const x = points.map((p) => p.ts / 1000);
  const column = (pick: (p: ClimateSeriesPoint) => number | null) => points.map(pick);
  return {
    x,
    light: column((p) => p.light),
    metrics: Object.fromEntries(
      CLIMATE_SERIES_METRICS.map((m) => [
        m,
        { avg: column((p) => p[m]), min: column((p) => p.min[m]), max: column((p) => p.max[m]) },
      ]),
    ) as Record<
      (typeof CLIMATE_SERIES_METRICS)[number],
      { avg: (number | null)[]; min: (number | null)[]; max: (number | null)[] }
    >,
  };
}

/**
 * The climate history over a chosen range: each metric's bucket averages with a band from the lowest to the
 * highest reading, and the share of each bucket in day; alert periods and the stages of the plants in the
 * device's room shaded.
 */
export function ClimateSeriesCharts({
  points,
  window,
  alertSpans = NO_SPANS,
  marks,
  onPickMark,
  limits,
  stages,
}: {
  points: readonly ClimateSeriesPoint[];
  marks?: readonly Marked[];
  onPickMark?: (mark: Marked) => void;
  /** The controller's limits per metric, shaded by phase behind each line. */
  limits?: Partial<Record<'temperature' | 'humidity' | 'co2', PhaseLimits>>;
  /** The range in Unix seconds, so the axis shows the whole of it even where readings are missing. */
  window: [number, number];
  alertSpans?: readonly AlertSpan[];
  /** The stage bands of the room the device was in. */
  stages?: readonly StageBand[];
}): ReactNode {
  const { t } = useTranslation();
  const columns = useMemo(() => toColumns(points), [points]);
  const plugins = useStagePlugins(stages);
  const bands = useMemo(
    () =>
      Object.fromEntries(
        CLIMATE_SERIES_METRICS.map((m): [string, MinMaxBand] => [
          m,
          {
            min: columns.metrics[m].min,
            max: columns.metrics[m].max,
            minLabel: t('history.min'),
            maxLabel: t('history.max'),
          },
        ]),
      ),
    [columns, t],
  );
  const spans = useMemo(
    () => new Map(CLIMATE_SERIES_METRICS.map((m) => [m, spansOf(alertSpans, m)])),
    [alertSpans],
  );
  if (points.length === 0) return <Text>{t('history.empty')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {CLIMATE_SERIES_METRICS.map((m) => (
          <UplotChart
            key={m}
            timeLabel={t('devices.chart.time')}
            title={t(METRICS[m].titleKey)}
            x={columns.x}
            y={columns.metrics[m].avg}
            band={bands[m]}
            window={window}
            color={METRICS[m].color}
            spans={spans.get(m)}
            marks={marks}
            onPickMark={onPickMark}
            limits={m === 'vpd' ? undefined : limits?.[m]}
            phases={columns.light}
            plugins={plugins}
          />
        ))}
        <UplotChart
          timeLabel={t('devices.chart.time')}
          title={t('history.dayShare')}
          x={columns.x}
          y={columns.light}
          window={window}
          color="#f59f00"
          stepped
          plugins={plugins}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed" mt="xs">
        {t('history.bandHint')}
      </Text>
      {plugins.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.stageHint')}
        </Text>
      ) : null}
    </>
  );
}
