import { useMemo, type ReactNode } from 'react';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RunCompare } from '@canopy/shared/schemas/run-compare';
import { useUplot } from '../../../lib/devices/use-uplot';
import { compareCharts, type ChartWords, type CompareChart, type MarkHandlers } from '../lib/compare-charts';

export interface CompareChartsProps {
  compare: RunCompare;
  words: ChartWords;
  /** Each chart's accessible name: its title and the runs drawn. */
  name: (chart: CompareChart) => string;
  /** What a chart no run has a value on says instead. */
  noReadings: string;
  handlers: MarkHandlers;
}

const HEIGHT = 240;

/**
 * A chart per metric on the device charts' uPlot, two side by side on a wide screen and one under the
 * other on a phone. Loaded only with a comparison to draw (uPlot is a chunk). Memoise `words` and
 * `handlers`: every chart is built again when they change.
 */
export function CompareCharts({ compare, words, name, noReadings, handlers }: CompareChartsProps): ReactNode {
  const charts = useMemo(() => compareCharts(compare, words, handlers), [compare, words, handlers]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {charts.map((chart) =>
        chart.drawn ? (
          <DayChart key={chart.metric} chart={chart} name={name(chart)} />
        ) : (
          <Paper key={chart.metric} withBorder p="sm">
            <Stack gap={4}>
              <Text fw={700} ta="center">
                {chart.title}
              </Text>
              <Text size="sm">{noReadings}</Text>
            </Stack>
          </Paper>
        ),
      )}
    </SimpleGrid>
  );
}

/** One metric's chart; like every chart of the app it runs left to right, in Hebrew too. */
function DayChart({ chart, name }: { chart: CompareChart; name: string }): ReactNode {
  const host = useUplot(chart.options, chart.data, HEIGHT);
  return <div ref={host} dir="ltr" role="img" aria-label={name} style={{ minWidth: 0 }} />;
}
