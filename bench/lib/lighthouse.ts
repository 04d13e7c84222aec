import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];
export type LighthouseScores = Record<LighthouseCategory, number>;

const ADMIN = { email: 'lighthouse@bench.test', password: 'lighthouse-bench-password' };
const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The product as `npm start` runs it (the production web build, demo devices, cuttings and strains in a
 * fresh data folder) and one Chromium with a debugging port that Lighthouse drives, signed in as admin or signed out.
 */
export interface LighthouseSite {
  /** Scores from 0 to 100 for one page, with Lighthouse's default mobile emulation and throttling. */
  audit(pathname: string, options: { signedIn: boolean }): Promise<LighthouseScores>;
  close(): Promise<void>;
}

export async function startLighthouseSite(port: number, debuggingPort: number): Promise<LighthouseSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-lighthouse-'));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DEMO: '1',
      RATE_LIMIT_PER_MINUTE: '0',
    },
  });
  let browser: BrowserContext | undefined;
  let token = '';
  try {
    await waitForHealth(base, server);
    token = await logIn(base);
    // The browser's default profile, not a context of Playwright's own: Lighthouse opens its tab there, and
    // only there does it find the session stored below (a `newPage()` context is a separate, incognito-like
    // store, and every signed-in audit would have measured the login page it redirected to).
    browser = await chromium.launchPersistentContext(path.join(dataDir, 'chromium-profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
  } catch (error) {
    await stop(server);
    await browser?.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const lighthouseBrowser = browser;
  /**
   * Each audit is a first visit, as Lighthouse's own reset makes it, but with the session chosen here:
   * the HTTP cache, the service worker and its caches go, and localStorage holds the admin's token or not
   * (Lighthouse opens its own tab in this browser profile and finds what is stored here).
   */
  async function firstVisit(signedIn: boolean): Promise<void> {
    const page = await lighthouseBrowser.newPage();
    const cdp = await lighthouseBrowser.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: base,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.goto(`${base}/api/health`);
    await page.evaluate(
      (value) =>
        value ? localStorage.setItem('canopy.token', value) : localStorage.removeItem('canopy.token'),
      signedIn ? token : null,
    );
    await page.close();
  }
  return {
    async audit(pathname, { signedIn }) {
      await firstVisit(signedIn);
      const result = await lighthouse(`${base}${pathname}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        // Lighthouse's reset would clear localStorage too, and with it the session: see above.
        disableStorageReset: true,
      });
      const categories = result?.lhr.categories;
      if (!categories) throw new Error(`Lighthouse returned no result for ${pathname}`);
      // A score of another page than the one asked for (a redirect to the login page) is no score of it.
      const shown = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (shown !== pathname) throw new Error(`Lighthouse was sent to ${shown} when it opened ${pathname}`);
      return Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
      ) as LighthouseScores;
    },
    async close() {
      await lighthouseBrowser.close();
      await stop(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  // The first start builds the web app when its build is stale: allow for that.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the product exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the product did not answer /api/health within 240 s');
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`bench login failed: ${response.status}`);
  return body.token;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
