import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { climateDeviceId } from './support/devices.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

/** The charts show once there are readings; on a fresh server there may be none yet in a short range. */
const chartsOrEmpty = (page: Page, chart: string, empty: string) =>
  page.getByRole('img', { name: chart }).or(page.getByText(empty));

/** The admin on the page of the controller these journeys read (its history the simulator writes). */
async function openFlowerRoomA(page: Page, request: APIRequestContext): Promise<void> {
  const id = await climateDeviceId(request, 'Flower_Room_A');
  await logInAsAdmin(page);
  await page.goto(`/device/${id}`);
}

test('the climate page charts a week and a custom range, and refuses an end before its start', async ({
  page,
  request,
}) => {
  await openFlowerRoomA(page, request);
  const charts = page.getByRole('region', { name: 'History' });
  await expect(charts.getByRole('radio', { name: '24h' })).toBeChecked();

  await charts.getByText('7d', { exact: true }).click();
  await expect(charts.getByText('One point per 15 minutes', { exact: false })).toBeVisible();
  await expect(chartsOrEmpty(page, 'Temperature (°C)', 'No readings in this range.').first()).toBeVisible();

  await charts.getByText('Custom', { exact: true }).click();
  const from = charts.getByLabel('From', { exact: true });
  const to = charts.getByLabel('To', { exact: true });
  await from.fill('2026-01-10T12:00');
  await to.fill('2026-01-09T12:00');
  await expect(charts.getByText('The start must be before the end.')).toBeVisible();
  await to.fill('2026-03-30T12:00');
  // 79 days: one point a day.
  await expect(charts.getByText('One point per day', { exact: false })).toBeVisible();
  await expect(charts.getByText('No readings in this range.')).toBeVisible();
});

test('a soil card opens its page: latest values and the seven values over a range', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const soil = (await (await request.get('/api/sensor-data/soil7in1/devices', { headers })).json()) as {
    deviceId: string;
    name: string;
  }[];
  const device = soil[0]!;
  const name = device.name.replaceAll('_', ' ');
  await logInAsAdmin(page);
  await page.goto('/devices');
  await page.getByRole('article', { name: `Open ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/devices/soil/${device.deviceId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Moisture' })).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await history.getByText('2h', { exact: true }).click();
  await expect(history.getByText('One point per minute', { exact: false })).toBeVisible();
  await expect(chartsOrEmpty(page, 'Moisture (%)', 'No readings in this range.').first()).toBeVisible();
});

test('a note added under the charts is listed and marked; the range exports as CSV; the days are summed up', async ({
  page,
  request,
}) => {
  await openFlowerRoomA(page, request);

  const notes = page.getByRole('region', { name: 'Notes and events' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('alert').or(notes.getByText('This field is required')).first()).toBeVisible();
  const text = `Raised the lamp by 10 cm ${Date.now()}`;
  await notes.getByRole('textbox', { name: 'Note' }).fill(text);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('row').filter({ hasText: text })).toBeVisible();
  await expect(notes.getByRole('row').filter({ hasText: text })).toContainText('admin@e2e.test');

  const daily = page.getByRole('region', { name: 'Day by day' });
  await expect(
    daily.getByRole('table').or(daily.getByText('No day of this range has readings.')),
  ).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  const header = Buffer.concat(csv).toString('utf8').split(/\r?\n/)[0] ?? '';
  expect(header).toContain('Time (UTC)');
  expect(header).toContain('Temperature (°C)');
});

for (const language of ['en', 'he'] as const) {
  test(`the climate ranges and the soil page have no serious axe violation in ${language}`, async ({
    page,
    request,
  }) => {
    const id = await climateDeviceId(request, 'Flower_Room_A');
    const headers = await adminHeaders(request);
    const [soil] = (await (await request.get('/api/sensor-data/soil7in1/devices', { headers })).json()) as {
      deviceId: string;
    }[];
    await logInAsAdmin(page);
    await page.goto(`/device/${id}`);
    await useLanguage(page, language);
    await page.getByRole('radiogroup').getByRole('radio').nth(2).dispatchEvent('click');
    await expect(page.locator('.u-wrap').first().or(page.getByRole('alert')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('section[aria-labelledby="climate-history-title"]').screenshot({
      path: `test-results/history-climate-7d-${language}.png`,
    });

    await page.goto(`/devices/soil/${soil!.deviceId}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('radiogroup').getByRole('radio').nth(0).dispatchEvent('click');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/history-soil-${language}-phone.png`, fullPage: true });
  });
}
