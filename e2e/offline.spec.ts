import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { created, strainAndHeaders } from './support/api.ts';
import { logInAsAdmin } from './support/session.ts';

// The grow-room floor: a phone's width. This is the one journey that needs the service worker.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const STRAIN = { slug: 'offline-haze', name: 'Offline Haze' };

async function photoFile() {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  return { name: 'leaf.jpg', mimeType: 'image/jpeg', buffer };
}

async function arrange(request: APIRequestContext, stamp: string) {
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const cutting = await created<{ _id: string }>(
    await request.post('/api/admin/cuttings', {
      headers,
      data: { code: `OF${stamp}`, strainId: strain._id },
    }),
  );
  const task = await created<{ _id: string }>(
    await request.post('/api/tasks', { headers, data: { description: `Water room 2 ${stamp}` } }),
  );
  const doomed = await created<{ _id: string }>(
    await request.post('/api/tasks', { headers, data: { description: `Soon deleted ${stamp}` } }),
  );
  return { headers, cutting, task, doomed };
}

/** The page is controlled by the service worker (it serves the shell and the cached reads offline). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const pending = (page: Page, count: number) => page.getByRole('button', { name: `Pending: ${count}` });

test('Chromium reports no installability errors', async () => {
  // Installability is never reported in incognito, which is what Playwright's normal contexts are.
  const profile = mkdtempSync(path.join(tmpdir(), 'canopy-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...config.use?.launchOptions,
    baseURL: config.use?.baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((error) => error.errorId);
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, reads come from the cache and writes wait, then are sent once each, in order', async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const { headers, cutting, task, doomed } = await arrange(request, stamp);
  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  await page.goto('/tasks');
  await expect(page.getByText(`Water room 2 ${stamp}`)).toBeVisible();
  await page.goto('/bugs');
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await page.goto(`/cutting/${cutting._id}`);
  await expect(page.getByText(`OF${stamp}`).first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-as-of')).toContainText(/Offline, as of \d\d:\d\d/);
  await expect(page.getByText(`OF${stamp}`).first()).toBeVisible();

  // A cutting diary entry with a photo picked offline.
  const diary = page
    .locator('form')
    .filter({ has: page.getByRole('textbox', { name: 'Note', exact: true }) });
  await diary.getByRole('textbox', { name: 'Note', exact: true }).fill(`Roots showing ${stamp}`);
  await diary.locator('input[type=file]:not([capture])').setInputFiles(await photoFile());
  await page.getByRole('dialog', { name: 'Edit photo' }).getByRole('button', { name: 'Upload' }).click();
  await expect(diary.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await diary.getByRole('button', { name: 'Add entry' }).click();
  await expect(pending(page, 1)).toBeVisible();
  await expect(diary.getByRole('textbox', { name: 'Note', exact: true })).toHaveValue('');

  // A cutting log entry.
  const log = page.locator('form').filter({ has: page.getByRole('textbox', { name: 'Notes' }) });
  await log.getByRole('textbox', { name: 'Notes' }).fill(`Moved to bench 4 ${stamp}`);
  await log.getByRole('button', { name: 'Add entry' }).click();
  await expect(pending(page, 2)).toBeVisible();

  // A task comment and a new bug, on pages opened offline from the cache.
  await page.goto('/tasks');
  const taskCard = page.getByRole('article').filter({ hasText: `Water room 2 ${stamp}` });
  await taskCard.getByRole('textbox', { name: 'Add a comment' }).fill(`Done at noon ${stamp}`);
  await taskCard.getByRole('button', { name: 'Comment' }).click();
  await expect(pending(page, 3)).toBeVisible();
  await page.goto('/bugs');
  await page.getByRole('textbox', { name: 'Description' }).fill(`Fan 3 rattles ${stamp}`);
  await page.getByRole('button', { name: 'Report bug' }).click();
  await expect(pending(page, 4)).toBeVisible();
  await expect(page.getByText('Saved on this device: 4. Sent as soon as the network is back.')).toBeVisible();

  // Back online, the queue empties itself.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /^Pending: / })).toHaveCount(0);

  // Each write is stored exactly once, in the order it was made.
  const stored = (await (await request.get(`/api/cuttings/${cutting._id}`, { headers })).json()) as {
    diary?: { note: string; imagePublicIds: string[]; timestamp: string }[];
  };
  const entries = (stored.diary ?? []).filter((entry) => entry.note === `Roots showing ${stamp}`);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.imagePublicIds).toHaveLength(1);
  const logs = (await (await request.get(`/api/admin/${cutting._id}/logs`, { headers })).json()) as {
    notes: string;
    createdAt: string;
  }[];
  const logEntries = logs.filter((entry) => entry.notes === `Moved to bench 4 ${stamp}`);
  expect(logEntries).toHaveLength(1);
  const storedTask = (await (await request.get(`/api/tasks/${task._id}`, { headers })).json()) as {
    comments: { text: string; createdAt: string }[];
  };
  const comments = storedTask.comments.filter((c) => c.text === `Done at noon ${stamp}`);
  expect(comments).toHaveLength(1);
  const bugs = (await (await request.get('/api/bugs', { headers })).json()) as {
    description: string;
    createdAt: string;
  }[];
  const newBugs = bugs.filter((bug) => bug.description === `Fan 3 rattles ${stamp}`);
  expect(newBugs).toHaveLength(1);
  const times = [
    entries[0]?.timestamp,
    logEntries[0]?.createdAt,
    comments[0]?.createdAt,
    newBugs[0]?.createdAt,
  ].map((time) => Date.parse(time ?? ''));
  expect(times).toEqual([...times].sort((a, b) => a - b));

  // A write the server refuses on replay (its task was deleted meanwhile) waits for Edit or Discard.
  await page.goto('/tasks');
  const doomedCard = page.getByRole('article').filter({ hasText: `Soon deleted ${stamp}` });
  await expect(doomedCard).toBeVisible();
  await context.setOffline(true);
  await doomedCard.getByRole('textbox', { name: 'Add a comment' }).fill(`Too late ${stamp}`);
  await doomedCard.getByRole('button', { name: 'Comment' }).click();
  await expect(pending(page, 1)).toBeVisible();
  await expect(page.getByText(/^Saved on this device: 1\./)).toBeVisible();
  expect((await request.delete(`/api/tasks/${doomed._id}`, { headers })).status()).toBeLessThan(300);
  await context.setOffline(false);

  // Replayed and refused: no longer counted as saved for later, still listed with the server's reason.
  await expect(page.getByText(/^Saved on this device/)).toHaveCount(0);
  await pending(page, 1).click();
  const refused = page.getByTestId('queued-write').filter({ hasText: `Too late ${stamp}` });
  await expect(refused).toContainText('Refused:');
  await expect(refused.getByRole('button', { name: 'Discard' })).toBeVisible();
  await expect(refused.getByRole('button', { name: 'Edit' })).toBeVisible();
  await refused.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('button', { name: /^Pending: / })).toHaveCount(0);
});
