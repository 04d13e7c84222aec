// The run comparison gate's page: the charts of /runs/compare (the compare feature's CompareCharts in our
// providers, with the page's words) for a comparison of 6 runs x 70 days x 10 metrics built by the
// feature's own factory, drawn as often as the bench asks. As on the page, the providers are mounted once
// and each draw mounts the charts into them, as when the comparison arrives.
import '@mantine/core/styles.css';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { CompareStep, RunCompare } from '@canopy/shared/schemas/run-compare';
import { CompareCharts } from '../../apps/web/src/features/compare/components/compare-charts';
import type {
  ChartWords,
  CompareChart,
  MarkHandlers,
} from '../../apps/web/src/features/compare/lib/compare-charts';
import { someRunCompare } from '../../apps/web/src/features/compare/testing/compare-factory';
import { createI18n } from '../../apps/web/src/i18n/i18n';
import { en } from '../../apps/web/src/i18n/locales/en';
import { loadPageTexts } from '../../apps/web/src/i18n/page-texts';
import { drawn, longestTask, resetLongestTask } from './draw-timing';
import { mountProviders } from './providers';

/** The comparisons drawn, built before any timing (on the page they arrive from the server). */
const COMPARES: Record<CompareStep, RunCompare> = {
  '1d': someRunCompare({ runs: 6, days: 70, step: '1d' }),
  '6h': someRunCompare({ runs: 6, days: 70, step: '6h' }),
  '1h': someRunCompare({ runs: 6, days: 70, step: '1h' }),
};
const CHARTS = COMPARES['1d'].metrics.length;

const i18n = createI18n('en', { en });
const t = i18n.t.bind(i18n);
const stage = () => t('crop.stages.flower');

/** The page's words (compare-result.tsx), made once as the page memoises them. */
const wordsFor = (step: CompareStep): ChartWords => ({
  title: (metric) => t(`runCompare.metricTitles.${metric}`),
  axis: t('runCompare.axis', { stage: stage() }),
  position: (x) => {
    const day = Math.floor(x);
    return step === '1d'
      ? t('runCompare.day', { day })
      : t('runCompare.dayAt', { day, time: `${Math.round((x - day) * 24)}:00` });
  },
  run: (run) => run.code,
});
let words: Record<CompareStep, ChartWords>;
const handlers: MarkHandlers = { onHover: () => undefined, onPick: () => undefined };
const chartName = (chart: CompareChart) => `${chart.title}: 6 runs`;

// Where each draw happens: a fresh host under `place`.
const place = document.createElement('div');
const providers = document.createElement('div');
document.body.replaceChildren(providers, place);

/** What the slot draws: a host and the step of the comparison drawn there, or nothing. */
type Draw = { host: HTMLElement; step: CompareStep } | null;
let drawInto: (draw: Draw) => void = () => undefined;
function ChartsSlot(): ReactNode {
  const [draw, setDraw] = useState<Draw>(null);
  drawInto = setDraw;
  useEffect(() => {
    Object.assign(window, { benchReady: true });
  }, []);
  return draw
    ? createPortal(
        <CompareCharts
          compare={COMPARES[draw.step]}
          words={words[draw.step]}
          name={chartName}
          noReadings={t('runCompare.noReadings', { stage: stage() })}
          handlers={handlers}
        />,
        draw.host,
      )
    : null;
}
// The page's texts first, as its route loads them before it renders.
void loadPageTexts(i18n, ['runCompare']).then(() => {
  words = { '1d': wordsFor('1d'), '6h': wordsFor('6h'), '1h': wordsFor('1h') };
  mountProviders(providers, i18n, <ChartsSlot />);
});

/** One draw of the ten charts at `step`: its time to the painted frame and its longest task. */
async function runCompare(step: CompareStep): Promise<{ ms: number; longestTask: number }> {
  const host = document.createElement('div');
  host.style.width = '1200px';
  place.replaceChildren(host);
  resetLongestTask();
  const started = performance.now();
  // A state update, as when the comparison arrives; React renders it asynchronously.
  drawInto({ host, step });
  await drawn(host, CHARTS);
  const ms = performance.now() - started;
  flushSync(() => drawInto(null));
  return { ms, longestTask: longestTask() };
}

Object.assign(window, { runCompare });
