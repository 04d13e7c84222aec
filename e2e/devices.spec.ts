import { expect, test } from '@playwright/test';
import { LANGUAGE_BUTTON, logInAsAdmin } from './support/session.ts';

test('a grower sees the simulated devices, opens a climate unit and toggles a socket', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Devices' }).first().click();
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();

  const veg = page.getByRole('article', { name: 'Open Veg Room' });
  await expect(veg).toBeVisible();
  await expect(page.getByRole('article', { name: 'Bed 1 Soil' })).toBeVisible();
  // One climate and one soil unit are offline in the demo fleet; they wait behind the toggle.
  await expect(page.getByRole('article', { name: 'Open Clone Tent' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Show offline \(\d+\)$/ }).click();
  await expect(page.getByRole('article', { name: 'Open Clone Tent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Water devices' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Open Main Line' })).toBeVisible();

  // Edit inside the card does not navigate; Cancel returns to the name.
  await veg.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/devices$/);
  await veg.getByRole('button', { name: 'Cancel' }).click();

  await veg.getByRole('heading', { name: 'Veg Room' }).click();
  await expect(page).toHaveURL(/\/device\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { name: 'Veg Room', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Relays' })).toContainText(/On|Off/);

  const picker = page.getByRole('region', { name: 'Send a command' });
  await picker.getByRole('combobox', { name: 'Function' }).selectOption('toggleSocket');
  await picker.getByRole('combobox', { name: 'Socket' }).selectOption('2');
  await picker.getByRole('combobox', { name: 'State' }).selectOption('on');
  await picker.getByRole('button', { name: 'Send' }).click();
  await expect(picker.getByRole('status')).toHaveText('Success');
  await expect(picker.getByRole('status')).toHaveCount(0, { timeout: 5000 });
  await page.screenshot({ path: 'test-results/climate-device-en.png', fullPage: true });
  await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  // Phone-sized from here, in Hebrew.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('region', { name: 'ממסרים' })).toBeVisible();
  await page.screenshot({ path: 'test-results/climate-device-he-phone.png', fullPage: true });

  await page.getByRole('link', { name: 'חזרה למכשירים' }).click();
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByRole('heading', { name: 'מכשירים', level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/devices-he-phone.png', fullPage: true });
});
