import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { RunCompare } from '@canopy/shared/schemas/run-compare';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { useRunCompare } from '../api/get-run-compare';
import type { ChartWords, CompareChart, MarkHandlers, PlacedMark } from '../lib/compare-charts';
import type { RunCompareChoice } from '../lib/compare-search';
import { clock, type ClimateMarkWords } from '../lib/mark-words';
import { CsvLink } from './csv-link';
import { MarkNote } from './mark-note';
import { OutcomeTable } from './outcome-table';
import { RunKey } from './run-key';
import { Loading } from '../../../components/ui/loading';

// uPlot is fetched only when there is a comparison to draw.
const CompareCharts = lazy(() =>
  import('./compare-charts').then((module) => ({ default: module.CompareCharts })),
);

export interface CompareResultProps {
  choice: RunCompareChoice;
  climateWords: ClimateMarkWords;
}

const runName = (run: RunCompare['runs'][number]) => `${run.code} · ${run.name}`;

/** The comparison of 2 to 6 runs: loading, the server's refusal, or the charts, the CSV and the outcomes. */
export function CompareResult({ choice, climateWords }: CompareResultProps): ReactNode {
  const { t } = useTranslation();
  const compare = useRunCompare(choice);
  if (compare.isPending) return <Loading label={t('runCompare.loading')} />;
  if (compare.isError) return <ErrorNotice error={compare.error} />;
  return (
    <Stack gap="xs">
      {/* The last comparison stays on screen while the next loads. */}
      {compare.isPlaceholderData ? <Loading size="sm" label={t('runCompare.loading')} /> : null}
      {/* Other runs: a mark shown or tapped belonged to the comparison before. */}
      <Comparison
        key={compare.data.runs.map((run) => run.id).join()}
        compare={compare.data}
        choice={choice}
        climateWords={climateWords}
      />
    </Stack>
  );
}

function Comparison({
  compare,
  choice,
  climateWords,
}: {
  compare: RunCompare;
  choice: RunCompareChoice;
  climateWords: ClimateMarkWords;
}): ReactNode {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PlacedMark | null>(null);
  const [hovered, setHovered] = useState<PlacedMark | null>(null);
  const stage = t(`crop.stages.${compare.stage}`);
  const words = useMemo(
    (): ChartWords => ({
      title: (metric) => t(`runCompare.metricTitles.${metric}`),
      axis: t('runCompare.axis', { stage }),
      position: (x) => {
        const day = Math.floor(x);
        return compare.step === '1d'
          ? t('runCompare.day', { day })
          : t('runCompare.dayAt', { day, time: clock((x - day) * 24) });
      },
      // The key above the charts names each run in full.
      run: (run) => run.code,
    }),
    [t, stage, compare.step],
  );
  const onPick = useCallback((mark: PlacedMark) => setPicked(mark), []);
  const handlers = useMemo((): MarkHandlers => ({ onPick, onHover: setHovered }), [onPick]);
  const chartName = useCallback(
    (chart: CompareChart) =>
      t('runCompare.chartName', {
        metric: chart.title,
        stage,
        runs: compare.runs.map(runName).join(', '),
      }),
    [t, stage, compare.runs],
  );
  const shown = picked ?? hovered;
  const shownRun = shown ? compare.runs[shown.run] : undefined;
  const notReached = compare.runs.filter((run) => run.stageStartedAt === null);

  return (
    <Stack gap="md">
      {notReached.map((run) => (
        <Text key={run.id} fw={500}>
          {t('runCompare.neverReached', { run: runName(run), stage })}
        </Text>
      ))}
      <RunKey runs={compare.runs} />
      {shown && shownRun ? (
        <MarkNote
          placed={shown}
          run={shownRun}
          climateWords={climateWords}
          onClose={picked ? () => setPicked(null) : undefined}
        />
      ) : null}
      {compare.runs.some((run) => run.points.length > 0) ? (
        <>
          <Suspense fallback={<Loading label={t('runCompare.loading')} />}>
            <CompareCharts
              compare={compare}
              words={words}
              name={chartName}
              noReadings={t('runCompare.noReadings', { stage })}
              handlers={handlers}
            />
          </Suspense>
          <Text size="sm" c="dimmed">
            {t('runCompare.hint')}
          </Text>
        </>
      ) : (
        <Text>{t('runCompare.nothingMeasured', { stage })}</Text>
      )}
      <CsvLink choice={choice} />
      <OutcomeTable compare={compare} />
    </Stack>
  );
}
