import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { climateDeviceId, ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin } from './support/session.ts';

const GROWER = { email: 'grower@e2e.test', password: 'grower-password-1' };
// A controller the other device journey leaves alone, so socket states here are ours.
const DEVICE = 'Flower_Room_A';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function useLanguage(page: Page, language: 'en' | 'he') {
  await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('an admin toggles a socket, sets a threshold and finds both in the command history', async ({
  page,
  request,
}) => {
  const id = await climateDeviceId(request, DEVICE);
  await logInAsAdmin(page);
  await page.goto(`/device/${id}`);
  await expect(page.getByRole('heading', { name: 'Flower Room A', level: 1 })).toBeVisible();

  const picker = page.getByRole('region', { name: 'Send a command' });
  await picker.getByRole('combobox', { name: 'Function' }).selectOption('toggleSocket');
  await picker.getByRole('combobox', { name: 'Socket' }).selectOption('2');
  await picker.getByRole('combobox', { name: 'State' }).selectOption('off');
  await picker.getByRole('button', { name: 'Send' }).click();
  await expect(picker.getByRole('status')).toHaveText('Success');
  // The new state arrives with the device's next report, pushed to the page without a reload.
  const humidityRow = page.getByRole('table', { name: 'Sockets' }).getByRole('row', { name: /Humidity/ });
  await expect(humidityRow).toContainText('off');
  await page.getByRole('region', { name: 'Relays' }).getByRole('button', { name: 'Refresh' }).click();
  await expect(
    page.getByRole('region', { name: 'Relays' }).getByRole('row', { name: /D \(dryer\)/ }),
  ).toContainText('Off');

  await picker.getByRole('combobox', { name: 'Function' }).selectOption('setTemperatureThreshold');
  await picker.getByRole('textbox', { name: 'Min' }).fill('19.5');
  await picker.getByRole('textbox', { name: 'Max' }).fill('26.5');
  await picker.getByRole('button', { name: 'Send' }).click();
  await expect(picker.getByRole('status')).toHaveText('Success');
  await expect(page.getByRole('table').filter({ hasText: '26.5 °C' })).toHaveCount(1);

  const history = page.getByRole('region', { name: 'Command history' });
  await expect(history.getByRole('row').nth(1)).toContainText('setTemperatureThreshold');
  await expect(history.getByRole('row').nth(1)).toContainText('19.5,26.5');
  await expect(history.getByRole('row').nth(1)).toContainText('admin@e2e.test');
  await expect(history.getByRole('row').nth(2)).toContainText('toggleSocket');
  await expect(history.getByRole('row').nth(2)).toContainText('2,off');
  await expect(page.getByRole('region', { name: 'Admin actions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Firmware upload' })).toBeVisible();
  // Charts appear once the device has history; on a fresh server that is its first stored report.
  await expect(page.getByRole('img', { name: 'Temperature (°C)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('img', { name: 'Day/night light' })).toBeVisible();
});

test('a plain user sees the device but no admin actions or firmware forms', async ({ page, request }) => {
  await ensurePlainUser(request, GROWER);
  const id = await climateDeviceId(request, DEVICE);
  await logIn(page, GROWER.email, GROWER.password);
  await page.goto(`/device/${id}`);
  await expect(page.getByRole('region', { name: 'Send a command' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Command history' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Admin actions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Firmware upload' })).toHaveCount(0);
  await page.goto('/devices');
  await expect(page.getByRole('heading', { name: 'Devices', level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Firmware update' })).toHaveCount(0);
});

test('the flash form refuses a short device id without calling the server', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/devices');
  const form = page.getByRole('region', { name: 'Firmware update' });
  await form.locator('input[type="file"]').setInputFiles({
    name: 'climate.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from([1, 2, 3, 4]),
  });
  const flashes: string[] = [];
  page.on('request', (r) => r.url().includes('/flash') && flashes.push(r.url()));
  await form.getByPlaceholder('24 or more characters, no spaces').fill('too short id');
  await form.getByRole('button', { name: 'Flash' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Invalid device ID format. Make sure it has no spaces and at least 24 characters.',
  );
  expect(flashes).toEqual([]);
});

for (const language of ['en', 'he'] as const) {
  test(`device pages have no serious or critical axe violation in ${language}`, async ({ page, request }) => {
    const id = await climateDeviceId(request, DEVICE);
    await logInAsAdmin(page);
    for (const path of ['/devices', '/devices/particle', `/device/${id}`]) {
      await page.goto(path);
      await useLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article').or(page.getByRole('table')).first()).toBeVisible();
      expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
    }
  });

  test(`screenshots of /devices and the device page in ${language}`, async ({ page, request }) => {
    const id = await climateDeviceId(request, DEVICE);
    await logInAsAdmin(page);
    for (const [name, path] of [
      ['devices', '/devices'],
      ['device', `/device/${id}`],
    ] as const) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto(path);
        await useLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('article').or(page.getByRole('table')).first()).toBeVisible();
        await page.screenshot({
          path: `test-results/climate-web-${name}-${language}-${width}.png`,
          fullPage: true,
        });
        // Close-ups of the parts a full phone page shrinks too far to judge.
        const parts =
          name === 'device' ? ['command-audit-title', 'climate-charts-title'] : ['firmware-flash-title'];
        for (const part of parts) {
          const section = page.locator(`section[aria-labelledby="${part}"]`);
          if ((await section.count()) > 0) {
            await section.screenshot({ path: `test-results/climate-web-${part}-${language}-${width}.png` });
          }
        }
      }
    }
  });
}
