import { useMemo, type ReactNode } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { StageBand } from '@canopy/shared/schemas/annotations';
import type { SoilSeriesPoint } from '@canopy/shared/schemas/history';
import { soilChartTitle, SOIL_VALUES } from '../../../lib/devices/soil-values';
import type { Marked } from '../../../lib/devices/annotation-markers';
import { useStagePlugins } from '../../../lib/devices/use-stage-plugins';
import { UplotChart } from '../../../components/devices/uplot-chart';

const COLORS = ['#1c7ed6', '#e8590c', '#0c8599', '#7048e8', '#2b8a3e', '#c2255c', '#5c940d'];

/**
 * The seven soil values over the chosen range, one chart each (bucket averages), the stages of the plants
 * in the sensor's room shaded behind them.
 */
export function SoilSeriesCharts({
  points,
  window,
  marks,
  onPickMark,
  stages,
}: {
  points: readonly SoilSeriesPoint[];
  marks?: readonly Marked[];
  onPickMark?: (mark: Marked) => void;
  /** The range in Unix seconds. */
  window: [number, number];
  /** The stage bands of the room the sensor was in. */
  stages?: readonly StageBand[];
}): ReactNode {
  const { t } = useTranslation();
  const plugins = useStagePlugins(stages);
  const x = useMemo(() => points.map((p) => p.ts / 1000), [points]);
  const columns = useMemo(() => SOIL_VALUES.map(({ metric }) => points.map((p) => p[metric])), [points]);
  if (points.length === 0) return <Text>{t('history.empty')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {SOIL_VALUES.map((value, i) => (
          <UplotChart
            key={value.metric}
            timeLabel={t('devices.chart.time')}
            title={soilChartTitle(t, value)}
            x={x}
            y={columns[i]!}
            window={window}
            color={COLORS[i]!}
            marks={marks}
            onPickMark={onPickMark}
            plugins={plugins}
          />
        ))}
      </SimpleGrid>
      {plugins.length > 0 ? (
        <Text size="sm" c="dimmed" mt="xs">
          {t('history.stageHint')}
        </Text>
      ) : null}
    </>
  );
}
