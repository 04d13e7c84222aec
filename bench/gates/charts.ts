import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type PluginOption } from 'vite';
import { median, type Gate } from '../lib/gate.ts';
import { startOnCore } from '../lib/processes.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3150) + 3;
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
/** Draws of each side per round: at 9 the rounds spread 8-12%, around the 10% line. */
const DRAWS_PER_ROUND = 21;
const harnessRoot = path.join(import.meta.dirname, '..', 'charts');
const outDir = path.join(import.meta.dirname, '..', '.data', 'charts-dist');
const webRoot = path.join(import.meta.dirname, '..', '..', 'apps', 'web');

/** React's Vite plugin, a dependency of the web app (not of the bench), so taken from there. */
async function reactPlugin() {
  const resolved = createRequire(path.join(webRoot, 'package.json')).resolve('@vitejs/plugin-react');
  const plugin = (await import(pathToFileURL(resolved).href)) as { default: () => PluginOption };
  return plugin.default();
}

type Run = { ms: number; longestTask: number };
let server: http.Server | undefined;
let browser: Browser | undefined;
let page: Page | undefined;

/**
 * A production build of the harness page (it imports the real chart components from apps/web), with
 * React's plugin only: the web app's config adds the service worker and its precache of the app's first
 * screen, which a page of two charts does not have.
 */
async function buildHarness(): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      root: harnessRoot,
      base: './',
      configFile: false,
      plugins: [await reactPlugin()],
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

function serve(): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const s = http.createServer((request, response) => {
    const relative = (request.url ?? '/').split('?')[0] === '/' ? 'index.html' : request.url!.slice(1);
    readFile(path.join(outDir, path.normalize(relative)))
      .then((body) => {
        response.writeHead(200, {
          'content-type': types[path.extname(relative)] ?? 'application/octet-stream',
        });
        response.end(body);
      })
      .catch(() => response.writeHead(404).end());
  });
  return new Promise((resolve) => s.listen(PORT, '127.0.0.1', () => resolve(s)));
}

const run = (name: 'runOurs' | 'runRaw') =>
  page!.evaluate((fn) => (window as unknown as Record<string, () => Promise<Run>>)[fn]!(), name);

const shared = {
  async setup() {
    await buildHarness();
    server = await serve();
    // Chromium (the page under test) on core 0, the runner that drives it staying on core 1, as the
    // servers and their load generators are: launched from the runner, it shared the runner's core.
    browser = await startOnCore(0, 1, () =>
      chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }),
    );
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${PORT}/`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  },
  async teardown() {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  },
};

export const chartRender: Gate = {
  name: 'device-charts (5 x 1,440 points: ClimateCharts vs raw uPlot, Chromium)',
  direction: '<=',
  target: 1.5,
  unit: 'ms',
  ...shared,
  async round(index) {
    // Several draws of each per round, taken in turn (the one going first alternating) so a slow spell
    // of the machine lands on both alike, and each side's median: one draw is a few tens of
    // milliseconds, and blocks of five draws of one side, then five of the other, spread 20-28%.
    const ours: number[] = [];
    const reference: number[] = [];
    for (let i = 0; i < DRAWS_PER_ROUND; i += 1) {
      if ((index + i) % 2 === 0) {
        ours.push((await run('runOurs')).ms);
        reference.push((await run('runRaw')).ms);
      } else {
        reference.push((await run('runRaw')).ms);
        ours.push((await run('runOurs')).ms);
      }
    }
    return { ours: median(ours), reference: median(reference) };
  },
};

export const chartLongTask: Gate = {
  name: 'device-charts-longest-task (longest task vs the 50 ms budget)',
  direction: '<=',
  target: 1,
  unit: 'ms',
  aggregate: 'worst',
  ...shared,
  async round() {
    const runs: Run[] = [];
    for (let i = 0; i < 3; i += 1) runs.push(await run('runOurs'));
    return { ours: Math.max(...runs.map((r) => r.longestTask)), reference: 50 };
  },
};

export const chartGates: Gate[] = [chartRender, chartLongTask];
