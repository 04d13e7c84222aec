// The chart gate's page: the device page's five charts (our ClimateCharts in our providers) and the
// same five charts drawn with raw uPlot, on one page, one after the other, as often as the bench asks.
// As in the app, the providers are mounted once for the page and each draw of ours mounts the charts
// into them; raw uPlot has no providers at all.
import '@mantine/core/styles.css';
import 'uplot/dist/uPlot.min.css';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import uPlot from 'uplot';
import { ClimateCharts } from '../../apps/web/src/features/climate/components/climate-charts';
import { createI18n } from '../../apps/web/src/i18n/i18n';
import { en } from '../../apps/web/src/i18n/locales/en';
import { drawn, longestTask, resetLongestTask } from './draw-timing';
import { mountProviders } from './providers';

const POINTS = 1440;
const now = Date.now();
const entries = Array.from({ length: POINTS }, (_, i) => ({
  timestamp: now - (POINTS - i) * 60_000,
  temperature: 24 + Math.sin(i / 60),
  humidity: 60 + Math.cos(i / 90) * 5,
  co2: 800 + Math.sin(i / 30) * 100,
  vpd: 1.1 + Math.sin(i / 120) * 0.2,
  lightStatus: i % 1440 < 1080 ? 1 : 0,
}));
const i18n = createI18n('en', { en });

// Where each draw happens: a fresh host under `stage`, for ours and raw alike.
const stage = document.createElement('div');
const providers = document.createElement('div');
document.body.replaceChildren(providers, stage);

function freshHost(): HTMLElement {
  const host = document.createElement('div');
  host.style.width = '1200px';
  stage.replaceChildren(host);
  return host;
}

/**
 * The page's providers, mounted once like the app's (app/providers.tsx): mounting MantineProvider adds
 * its style elements to the document and sets the colour scheme on <html>, which the device page never
 * does when it shows its charts. Each draw renders ClimateCharts into that draw's host.
 */
let chartsHost: (host: HTMLElement | null) => void = () => undefined;
function ChartsSlot(): ReactNode {
  const [host, setHost] = useState<HTMLElement | null>(null);
  chartsHost = setHost;
  // The bench starts once the providers are in place.
  useEffect(() => {
    Object.assign(window, { benchReady: true });
  }, []);
  return host ? createPortal(<ClimateCharts entries={entries} />, host) : null;
}
mountProviders(providers, i18n, <ChartsSlot />);

async function runOurs(): Promise<{ ms: number; longestTask: number }> {
  const host = freshHost();
  resetLongestTask();
  const started = performance.now();
  // A state update, as when the device page's history arrives; React renders it asynchronously.
  chartsHost(host);
  await drawn(host, 5);
  const ms = performance.now() - started;
  // Taken down synchronously and outside the timing, as root.unmount() did.
  flushSync(() => chartsHost(null));
  return { ms, longestTask: longestTask() };
}

async function runRaw(): Promise<{ ms: number; longestTask: number }> {
  const host = freshHost();
  resetLongestTask();
  const started = performance.now();
  const x = entries.map((e) => e.timestamp / 1000);
  const columns = [
    entries.map((e) => e.temperature),
    entries.map((e) => e.humidity),
    entries.map((e) => e.co2),
    entries.map((e) => e.vpd),
    entries.map((e) => e.lightStatus),
  ];
  const charts = columns.map((y, index) => {
    const element = document.createElement('div');
    host.append(element);
    return new uPlot(
      {
        title: `Series ${index}`,
        width: 590,
        height: 180,
        scales: { x: { time: true } },
        series: [{}, { label: `Series ${index}`, stroke: '#1c7ed6', width: 2 }],
      },
      [x, y],
      element,
    );
  });
  await drawn(host, 5);
  const ms = performance.now() - started;
  charts.forEach((chart) => chart.destroy());
  return { ms, longestTask: longestTask() };
}

Object.assign(window, { runOurs, runRaw });
