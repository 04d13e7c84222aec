import { useMemo, type ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { SteeringDay } from '@canopy/shared/schemas/steering';
import { UplotChart } from '../../../components/devices/uplot-chart';

const SHOTS_COLOR = '#1c7ed6';
const DRYBACK_COLOR = '#e8590c';

/**
 * Shots per day and overnight dryback over the range, each on the device charts' uPlot line, a point at the
 * start of each day. Loaded only with days to draw (uPlot is a chunk of its own).
 */
export function SteeringCharts({
  days,
  window,
}: {
  /** Oldest first. */
  days: readonly SteeringDay[];
  /** The range in Unix seconds. */
  window: [number, number];
}): ReactNode {
  const { t } = useTranslation();
  const x = useMemo(() => days.map((day) => Date.parse(day.start) / 1000), [days]);
  const shots = useMemo(() => days.map((day) => day.shotCount), [days]);
  const dryback = useMemo(() => days.map((day) => day.overnightDrybackPct), [days]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <UplotChart
        title={t('steering.chart.shots')}
        timeLabel={t('steering.chart.day')}
        x={x}
        y={shots}
        color={SHOTS_COLOR}
        window={window}
      />
      <UplotChart
        title={t('steering.chart.dryback')}
        timeLabel={t('steering.chart.day')}
        x={x}
        y={dryback}
        color={DRYBACK_COLOR}
        window={window}
      />
    </SimpleGrid>
  );
}
