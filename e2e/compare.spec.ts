import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { climateDeviceId } from './support/devices.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

/** The chart shows once there are readings; on a fresh server there may be none yet in the range. */
const chartOrEmpty = (page: Page, chart: string, empty: string) =>
  page.getByRole('img', { name: chart }).or(page.getByText(empty));

/** uPlot's drawing, or the range's empty text, in any language. */
const drawnOrEmpty = (page: Page) =>
  page
    .locator('.u-wrap')
    .or(page.getByText(/^(No readings in this range\.|אין קריאות בטווח הזה\.)$/))
    .first();

test('the devices page leads to a comparison of two climate units, which a reload keeps', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/devices');
  // The page's own link (the side navigation has one too).
  await page.getByRole('main').getByRole('link', { name: 'Compare devices' }).click();
  await expect(page).toHaveURL(/\/devices\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Compare devices' })).toBeVisible();
  await expect(page.getByText('Choose up to 4 devices to compare.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Climate controllers' })).toBeChecked();

  const devices = page.getByRole('combobox', { name: 'Devices' });
  await devices.click();
  await page.getByRole('option', { name: 'Veg Room' }).click();
  await page.getByRole('option', { name: 'Flower Room A' }).click();
  await devices.press('Escape');
  await page.getByRole('combobox', { name: 'Value' }).selectOption({ label: 'Humidity (%)' });

  const chart = 'Humidity (%): Veg Room, Flower Room A';
  await expect(chartOrEmpty(page, chart, 'No readings in this range.').first()).toBeVisible();
  await expect(page).toHaveURL(/metric=humidity/);
  await page.screenshot({ path: 'test-results/compare-climate-en.png', fullPage: true });

  // The comparison is in the address: a reload (or a shared link) shows the same.
  await page.reload();
  await expect(chartOrEmpty(page, chart, 'No readings in this range.').first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Value' })).toHaveValue('humidity');
  await page.getByText('7d', { exact: true }).click();
  await expect(page.getByText('One point per 15 minutes', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/range=7d/);
  await expect(chartOrEmpty(page, chart, 'No readings in this range.').first()).toBeVisible();
});

for (const language of ['en', 'he'] as const) {
  test(`the comparison has no serious axe violation in ${language}`, async ({ page, request }) => {
    const veg = await climateDeviceId(request, 'Veg_Room');
    const flower = await climateDeviceId(request, 'Flower_Room_B');
    await logInAsAdmin(page);
    await page.goto(`/devices/compare?ids=${veg},${flower}&metric=temperature`);
    await useLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(drawnOrEmpty(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/compare-${language}.png`, fullPage: true });

    // With the device list open too, and on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: language === 'en' ? 'Devices' : 'מכשירים' }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/compare-${language}-phone.png`, fullPage: true });
  });
}
