import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { build, type PluginOption } from 'vite';
import { withProductionNodeEnv } from './production-env.ts';
import { startOnCore } from './processes.ts';

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const harnessRoot = path.join(import.meta.dirname, '..', 'charts');
const outDir = path.join(import.meta.dirname, '..', '.data', 'charts-dist');
const webRoot = path.join(import.meta.dirname, '..', '..', 'apps', 'web');

/** The harness's pages: the device charts (index.html) and the run comparison's charts (compare.html). */
export type HarnessPage = 'index.html' | 'compare.html';
const PAGES: readonly HarnessPage[] = ['index.html', 'compare.html'];

/** React's Vite plugin, a dependency of the web app (not of the bench), so taken from there. */
async function reactPlugin() {
  const resolved = createRequire(path.join(webRoot, 'package.json')).resolve('@vitejs/plugin-react');
  const plugin = (await import(pathToFileURL(resolved).href)) as { default: () => PluginOption };
  return plugin.default();
}

/**
 * A production build of the harness pages (they import the real chart components from apps/web), with
 * React's plugin only: the web app's config adds the service worker and its precache of the app's first
 * screen, which a page of charts does not have.
 */
async function buildHarness(): Promise<void> {
  await withProductionNodeEnv(async () =>
    build({
      mode: 'production',
      root: harnessRoot,
      base: './',
      configFile: false,
      plugins: [await reactPlugin()],
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        rolldownOptions: { input: PAGES.map((page) => path.join(harnessRoot, page)) },
      },
    }),
  );
}

function serve(port: number): Promise<http.Server> {
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
  return new Promise((resolve) => s.listen(port, '127.0.0.1', () => resolve(s)));
}

export interface ChartHarness {
  page: Page;
  close(): Promise<void>;
}

/**
 * The harness built and served on `port`, and one of its pages open in Chromium, ready (`benchReady`).
 * Chromium (the page under test) runs on core 0, the runner that drives it staying on core 1, as the
 * servers and their load generators are: launched from the runner, it shared the runner's core.
 */
export async function openChartHarness(entry: HarnessPage, port: number): Promise<ChartHarness> {
  await buildHarness();
  const server = await serve(port);
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  };
  try {
    browser = await startOnCore(0, 1, () =>
      chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }),
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://127.0.0.1:${port}/${entry}`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
    return { page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
