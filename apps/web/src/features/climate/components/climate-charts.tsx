import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { HISTORY_WINDOW_HOURS } from '@canopy/shared/constants';
import type { StageBand } from '@canopy/shared/schemas/annotations';
import type { ClimateHistoryPoint } from '@canopy/shared/schemas/devices';
import { useNow } from '../../../lib/use-now';
import { spansOf, type AlertSpan } from '../../../lib/devices/alert-spans';
import { toChartData, type MetricKey } from '../lib/chart-data';
import type { Marked } from '../../../lib/devices/annotation-markers';
import type { PhaseLimits } from '../../../lib/devices/threshold-band';
import { useStagePlugins } from '../../../lib/devices/use-stage-plugins';
import { UplotChart } from '../../../components/devices/uplot-chart';
import type { TranslationKey } from '../../../i18n/translation-key';

/** Each chart's metric, title and line colour; day/night is a stepped on/off line. */
const SERIES: readonly { key: MetricKey; titleKey: TranslationKey; color: string; stepped?: boolean }[] = [
  { key: 'temperature', titleKey: 'devices.chartTemperature', color: '#e8590c' },
  { key: 'humidity', titleKey: 'devices.chartHumidity', color: '#1c7ed6' },
  { key: 'co2', titleKey: 'devices.chartCo2', color: '#2b8a3e' },
  { key: 'vpd', titleKey: 'devices.chartVpd', color: '#7048e8' },
  { key: 'dayNight', titleKey: 'devices.chartDayNight', color: '#f59f00', stepped: true },
];

const NO_SPANS: readonly AlertSpan[] = [];

/**
 * The four 24-hour lines and day/night as a stepped line, alert periods and the stages of the plants in the
 * device's room shaded behind them.
 * Loaded only when history exists; the section around it holds the title and the range.
 */
export function ClimateCharts({
  entries,
  alertSpans = NO_SPANS,
  marks,
  onPickMark,
  limits,
  stages,
}: {
  entries: ClimateHistoryPoint[];
  alertSpans?: readonly AlertSpan[];
  marks?: readonly Marked[];
  onPickMark?: (mark: Marked) => void;
  /** The controller's limits per metric, shaded by phase behind each line. */
  limits?: Partial<Record<'temperature' | 'humidity' | 'co2', PhaseLimits>>;
  /** The stage bands of the room the device was in. */
  stages?: readonly StageBand[];
}): ReactNode {
  const { t } = useTranslation();
  const data = useMemo(() => toChartData(entries), [entries]);
  const plugins = useStagePlugins(stages);
  // Each chart's own spans, kept while the alerts do not change, so a chart is rebuilt only when they do.
  const spansByMetric = useMemo(
    () => new Map(SERIES.map((series) => [series.key, spansOf(alertSpans, series.key)])),
    [alertSpans],
  );
  // The axis ends now, not at the last reading, so a stalled device shows its gap.
  const nowMs = useNow(60_000);
  const span = useMemo((): [number, number] => {
    const to = Math.max(nowMs / 1000, data.x.at(-1) ?? 0);
    return [to - HISTORY_WINDOW_HOURS * 3600, to];
  }, [data, nowMs]);
  return (
    <div>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {SERIES.map((series) => (
          <UplotChart
            key={series.key}
            timeLabel={t('devices.chart.time')}
            title={t(series.titleKey)}
            x={data.x}
            y={data[series.key]}
            window={span}
            color={series.color}
            stepped={series.stepped ?? false}
            spans={series.key === 'dayNight' ? undefined : spansByMetric.get(series.key)}
            marks={marks}
            onPickMark={onPickMark}
            limits={series.key === 'dayNight' || series.key === 'vpd' ? undefined : limits?.[series.key]}
            phases={data.dayNight}
            plugins={plugins}
          />
        ))}
      </SimpleGrid>
      {alertSpans.length > 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('devices.chartAlertShading')}
        </Text>
      ) : null}
      {plugins.length > 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('history.stageHint')}
        </Text>
      ) : null}
    </div>
  );
}
