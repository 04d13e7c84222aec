import { expect, test } from '@playwright/test';
import { climateDeviceId, ensurePlainUser, scrollToFlashForm } from './support/devices.ts';
import { logIn, logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { seriousViolations } from './support/axe.ts';

const GROWER = { email: 'grower@e2e.test', password: 'grower-password-1' };
// A controller the other device journey leaves alone, so socket states here are ours.
const DEVICE = 'Flower_Room_A';

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
  await expect(await scrollToFlashForm(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Firmware update' })).toHaveCount(0);
});

test('the flash form refuses a short device id without calling the server', async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/devices');
  // Below the lists, the form is drawn when the page is scrolled near it.
  await expect(page.getByRole('article').first()).toBeVisible();
  await scrollToFlashForm(page);
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

test('on /devices, a climate card gets fresh data with a spinner, then shows the stored values', async ({
  page,
  request,
}) => {
  const id = await climateDeviceId(request, DEVICE);
  await logInAsAdmin(page);
  await page.goto('/devices');
  const card = page.getByRole('article', { name: 'Open Flower Room A' });
  await expect(card).toBeVisible();
  // Held back a moment, so the spinner is there to see.
  await page.route(`**/api/device/${id}/callFunction`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  let called = false;
  page.on('response', (r) => {
    if (r.url().endsWith(`/api/device/${id}/callFunction`)) called = true;
  });
  const listAfterCall = page.waitForResponse(
    (r) => called && new URL(r.url()).pathname === '/api/devices/active' && r.ok(),
  );

  const fresh = card.getByRole('button', { name: 'Get fresh data' });
  await fresh.click();
  await expect(fresh).toHaveAttribute('data-loading', 'true');
  const list = (await (await listAfterCall).json()) as { id: string; co2: number; temperature: number }[];
  const stored = list.find((d) => d.id === id)!;
  await expect(fresh).not.toHaveAttribute('data-loading');
  await expect(card).toContainText(`${stored.co2} ppm`);
  await expect(card).toContainText(`${stored.temperature} °C`);
  await expect(page).toHaveURL(/\/devices$/);
});

test('a command sent from a climate card answers on the card and lands in the history', async ({
  page,
  request,
}) => {
  await ensurePlainUser(request, GROWER);
  const id = await climateDeviceId(request, DEVICE);
  await logIn(page, GROWER.email, GROWER.password);
  await page.goto('/devices');
  const card = page.getByRole('article', { name: 'Open Flower Room A' });
  await card.getByRole('button', { name: 'Actions' }).click();
  const fn = card.getByRole('combobox', { name: 'Function' });
  // The actions load on that click: the absences below mean something only once they are drawn.
  await expect(fn).toBeVisible();
  await expect(fn.locator('option', { hasText: 'factoryReset' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Upload' })).toHaveCount(0);
  await fn.selectOption('toggleSocket');
  await card.getByRole('combobox', { name: 'Socket' }).selectOption('4');
  await card.getByRole('combobox', { name: 'State' }).selectOption('auto');
  await expect(card).toContainText('Socket 1 to 4 and state on, off or auto');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByRole('status')).toHaveText('Success');
  await expect(page).toHaveURL(/\/devices$/);
  await page.screenshot({ path: 'test-results/climate-card-actions-en.png', fullPage: true });

  await page.goto(`/device/${id}`);
  const history = page.getByRole('region', { name: 'Command history' });
  await expect(history.getByRole('row').nth(1)).toContainText('4,auto');
  await expect(history.getByRole('row').nth(1)).toContainText(GROWER.email);
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
    // A card's unfolded actions (command form and the staff firmware chooser) too.
    await page.goto('/devices');
    const actions = page.getByRole('button', { name: language === 'en' ? 'Actions' : 'פעולות' }).first();
    await actions.click();
    await expect(actions).toHaveAttribute('aria-expanded', 'true');
    await expect(await scrollToFlashForm(page)).toBeVisible();
    expect(await seriousViolations(page), `/devices with a card's actions open in ${language}`).toEqual([]);
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
        // A phone opens /devices as the compact list; wider screens show the cards.
        const content = page
          .getByRole('article')
          .or(page.getByRole('table'))
          .or(page.getByRole('list', { name: /Devices at a glance|המכשירים במבט אחד/ }));
        await expect(content.first()).toBeVisible();
        if (name === 'devices') await expect(await scrollToFlashForm(page)).toBeVisible();
        await page.screenshot({
          path: `test-results/climate-web-${name}-${language}-${width}.png`,
          fullPage: true,
        });
        // Close-ups of the parts a full phone page shrinks too far to judge.
        const parts =
          name === 'device' ? ['command-audit-title', 'climate-history-title'] : ['firmware-flash-title'];
        for (const part of parts) {
          const section = page.locator(`section[aria-labelledby="${part}"]`);
          if ((await section.count()) > 0) {
            await section.screenshot({ path: `test-results/climate-web-${part}-${language}-${width}.png` });
          }
        }
        if (name === 'devices') {
          // A climate card with its actions unfolded, up close: a phone shows the list until Cards is chosen.
          if (width < 600) {
            await page
              .getByRole('radiogroup', { name: language === 'en' ? 'Show devices as' : 'תצוגת המכשירים' })
              .getByText(language === 'en' ? 'Cards' : 'כרטיסים')
              .click();
          }
          const card = page.getByRole('article').first();
          await card.getByRole('button', { name: language === 'en' ? 'Actions' : 'פעולות' }).click();
          await expect(card.locator('input[type="file"]')).toBeAttached();
          await card.screenshot({ path: `test-results/climate-web-card-${language}-${width}.png` });
        }
      }
    }
  });
}
