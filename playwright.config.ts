import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { serverNodeFlags } from './apps/server/src/testing/start-flags.ts';
import { E2E_ADMIN, E2E_PORT } from './e2e/support/constants.ts';

// A fresh data directory per run: the journeys start from an empty database, as a new install does.
const dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The PWA's service worker would answer reads from its cache; only the offline journey allows it.
    serviceWorkers: 'block',
    launchOptions: {
      // The system's Chromium from Debian: tests never download a browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: ['node', ...serverNodeFlags(), 'scripts/start.mjs'].join(' '),
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      // Journeys arrange their own records; demo strains and news would blur what they check.
      DEMO: '0',
      // Every journey signs in as the one admin, faster than people click; the limit has its own test.
      RATE_LIMIT_PER_MINUTE: '0',
    },
  },
});
