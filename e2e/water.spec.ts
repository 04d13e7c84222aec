import { expect, test } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { logIn, logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

const GROWER = { email: 'grower@water.e2e.test', password: 'grower-water-password' };

/** "YYYY-MM-DDTHH:mm" in Jerusalem, the zone the water page reads its pickers in. */
function jerusalemWallTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jerusalem',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/admin/users', { headers, data: { ...GROWER, role: 'user' } });
  // A rerun against the same server finds the grower already there.
  expect([200, 201, 409]).toContain(response.status());
});

test('staff open a water meter, switch ranges, send commands and see charts in en and he', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/devices');
  await page.getByRole('article', { name: 'Open Main Line' }).click();
  await expect(page).toHaveURL(/\/devices\/water\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Main Line', level: 1 })).toBeVisible();

  // The meter publishes at once on Push now, so the charts have a fresh point to draw.
  const commands = page.getByRole('region', { name: 'Commands' });
  await commands.getByRole('button', { name: 'Push now' }).click();
  await expect(commands.getByRole('status')).toHaveText('OK');
  await expect(commands.getByRole('status')).toHaveCount(0, { timeout: 5000 });
  await commands.getByRole('button', { name: 'Get config' }).click();
  await expect(commands.getByRole('status')).toHaveText('OK');
  // A fresh server may not have heard from the meter before Push now; its reading makes it online and
  // gives the charts a point. The event can land just after a click, so Refresh is pressed until it shows.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Online', { exact: true })).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('img', { name: 'Flow rate (lpm)' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  const latest = page.getByRole('region', { name: 'Latest readings' });
  await expect(latest).toContainText(/\d lpm/);
  await expect(latest).toContainText(/\d l\b/);
  await expect(page.getByRole('img', { name: 'Flow rate (lpm)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Total (litres)' })).toBeVisible();
  await expect(page.getByText('Chart step: 5 minutes')).toBeVisible();

  await page.getByText('2h', { exact: true }).click();
  await expect(page.getByText('Chart step: 1 minute')).toBeVisible();
  await page.getByText('7d', { exact: true }).click();
  await expect(page.getByText('Chart step: 15 minutes')).toBeVisible();

  await page.getByText('Custom', { exact: true }).click();
  const now = Date.now();
  await page.getByRole('textbox', { name: 'From' }).fill(jerusalemWallTime(now - 3 * 86_400_000));
  // The end lies an hour ahead: a fresh server's only readings are from this very minute.
  await page.getByRole('textbox', { name: 'To' }).fill(jerusalemWallTime(now + 3_600_000));
  await expect(page.getByText('Chart step: 15 minutes')).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(jerusalemWallTime(now + 2 * 3_600_000));
  await expect(page.getByText('The start must be before the end.')).toBeVisible();
  await page.getByRole('textbox', { name: 'From' }).fill(jerusalemWallTime(now - 2 * 3_600_000));
  await expect(page.getByText('Chart step: 1 minute')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Flow rate (lpm)' })).toBeVisible();

  // The config card fills once the device has answered Get config.
  const config = page.getByRole('region', { name: 'Config' });
  await expect(config).toContainText(/\d+ min/, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Settings' })).toBeVisible();

  await commands.getByRole('button', { name: 'Soft reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soft reset the device?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByText('24h', { exact: true }).click();
  await expect(page.getByRole('img', { name: 'Flow rate (lpm)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/water-en.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/water-en-phone.png', fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, 'he');
  await expect(page.getByRole('heading', { name: 'Main Line', level: 1 })).toBeVisible();
  const chart = page.getByRole('img', { name: 'ספיקה (ל׳/דקה)' });
  await expect(chart).toBeVisible();
  // Charts keep time running left to right inside the right-to-left page.
  await expect(chart).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('region', { name: 'תצורה' })).toContainText(/\d+ דק׳/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/water-he.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(chart).toBeVisible();
  await page.screenshot({ path: 'test-results/water-he-phone.png', fullPage: true });
});

test('a plain user gets the readings and commands but not the staff cards', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const devices = (await (await request.get('/api/water-in-out/devices', { headers })).json()) as {
    deviceId: string;
    name: string;
  }[];
  const main = devices.find((device) => device.name === 'Main_Line');
  expect(main).toBeDefined();

  await logIn(page, GROWER.email, GROWER.password);
  await page.goto(`/devices/water/${main!.deviceId}`);
  await expect(page.getByRole('heading', { name: 'Main Line', level: 1 })).toBeVisible();
  const commands = page.getByRole('region', { name: 'Commands' });
  await expect(commands.getByRole('button', { name: 'Get readings' })).toBeVisible();
  await commands.getByRole('button', { name: 'Get readings' }).click();
  await expect(commands.getByRole('status')).toHaveText('OK');
  await expect(commands.getByRole('button', { name: 'Soft reset' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Config' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a new reading reaches the open water page through the live stream, before its next 15 s poll', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const devices = (await (await request.get('/api/water-in-out/devices', { headers })).json()) as {
    deviceId: string;
    name: string;
  }[];
  const meter = devices.find((device) => device.name === 'Veg_Line');
  expect(meter).toBeDefined();
  const isLatest = (url: string) => new URL(url).pathname === '/api/water-in-out/latest';

  await logInAsAdmin(page);
  const streamOpen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/events');
  const firstLatest = page.waitForResponse((r) => isLatest(r.url()));
  await page.goto(`/devices/water/${meter!.deviceId}`);
  await Promise.all([streamOpen, firstLatest]);

  // The poll that follows the first load is 15 s away; the live refetch must come well before it.
  const sentAt = Date.now();
  const liveLatest = page.waitForResponse((r) => isLatest(r.url()), { timeout: 8_000 });
  const push = await request.post(`/api/device/${meter!.deviceId}/callFunction`, {
    headers,
    data: { functionName: 'pushNow', arg: '' },
  });
  expect(push.ok()).toBe(true);
  const answer = (await (await liveLatest).json()) as { ts: number | null };
  expect(Date.now() - sentAt).toBeLessThan(8_000);
  // What it fetched is the reading the push produced.
  expect(answer.ts).toBeGreaterThanOrEqual(sentAt - 1_000);
});
