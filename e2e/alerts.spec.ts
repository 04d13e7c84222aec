import { expect, test } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { climateDeviceId, ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';
import { useLanguage } from './support/language.ts';

const GROWER = { email: 'night-grower@e2e.test', password: 'night-grower-password-1' };
// A controller no other journey touches: its scenario and alerts are this file's own.
const DEVICE = 'Flower_Room_B';
const RULE = 'E2E Flower B too hot';

test('a rule an admin writes fires under a simulator scenario, a grower acknowledges it, and it resolves', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const id = await climateDeviceId(request, DEVICE);
  await ensurePlainUser(request, GROWER);
  const headers = await adminHeaders(request);
  // A fresh server's controller may not have reported yet when this journey runs first.
  const temperatureNow = async () => {
    const devices = (await (await request.get('/api/devices/active', { headers })).json()) as {
      id: string;
      temperature: number | null;
    }[];
    return devices.find((d) => d.id === id)?.temperature ?? null;
  };
  await expect.poll(temperatureNow, { timeout: 90_000 }).not.toBeNull();
  const now = (await temperatureNow())!;
  // Above today's reading by less than the 4 degree jump of an HVAC failure.
  const limit = Math.ceil(now) + 2;

  await logInAsAdmin(page);
  await page.goto('/alerts/rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const form = page.getByRole('dialog', { name: 'New alert rule' });
  await form.getByRole('textbox', { name: 'Name' }).fill(RULE);
  await form.getByRole('combobox', { name: 'Device', exact: true }).selectOption(id);
  await form.getByRole('textbox', { name: 'Alert above' }).fill(String(limit));
  await form.getByRole('textbox', { name: 'Clear for' }).fill('0');
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(form.getByText('Breaching now: 0 of 1 devices')).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(RULE) })).toContainText(`above ${limit}.0 °C`);

  const simulator = page.getByRole('region', { name: 'Simulator scenarios' });
  await simulator.getByRole('combobox', { name: 'Device' }).selectOption(id);
  await simulator.getByRole('combobox', { name: 'Scenario' }).selectOption('hvac-failure');
  await simulator.getByRole('button', { name: 'Start' }).click();
  await expect(simulator.getByRole('list')).toContainText('Flower Room B: HVAC failure');

  // Live, without a reload: the card's border and badge, and the bell.
  await page.getByRole('link', { name: 'Devices' }).first().click();
  const card = page.getByRole('article', { name: 'Open Flower Room B' });
  await expect(card.getByText(/^Alerts: \d+$/)).toBeVisible({ timeout: 30_000 });
  // Marked in words: "above max" when past the device's own threshold for the phase, else "alert".
  await expect(card.getByRole('row', { name: /Temperature/ }).first()).toContainText(/above max|alert$/);
  await expect(page.getByRole('link', { name: /unresolved alerts/ }).first()).toBeVisible();
  await logOut(page);

  await logIn(page, GROWER.email, GROWER.password);
  await page.goto('/alerts/rules');
  await expect(page.getByRole('row', { name: new RegExp(RULE) })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${RULE}` })).toHaveCount(0);

  await page.goto('/alerts');
  const open = page
    .getByRole('region', { name: 'Needs attention' })
    .getByRole('article')
    .filter({ hasText: RULE });
  await expect(open).toHaveAccessibleName('Warning: Flower Room B, Temperature');
  await expect(open).toContainText(`Limit: ${limit}.0 °C`);
  await open.getByRole('button', { name: 'Acknowledge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge the alert' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Opened the side vents, HVAC tech called');
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(open).toContainText(`Acknowledged by ${GROWER.email}`);
  await expect(open).toContainText('Opened the side vents, HVAC tech called');

  // The room cools down: the alert resolves on its own and the page says so, live.
  const back = await request.post('/api/simulator/scenario', {
    headers,
    data: { deviceId: id, scenario: 'normal' },
  });
  expect(back.ok()).toBe(true);
  const resolved = page
    .getByRole('region', { name: 'History' })
    .getByRole('article')
    .filter({ hasText: RULE })
    .first();
  await expect(resolved).toContainText('(back in range)', { timeout: 30_000 });
  await expect(resolved).toContainText('Resolved');
  await expect(
    page.getByRole('region', { name: 'Needs attention' }).getByRole('article').filter({ hasText: RULE }),
  ).toHaveCount(0);
});

test('the alerts, rules and notification screens pass axe in English and Hebrew', async ({ page }) => {
  await logInAsAdmin(page);
  for (const language of ['en', 'he'] as const) {
    for (const path of ['/alerts', '/alerts/rules', '/account/notifications']) {
      await page.goto(path);
      await useLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading|טוען/)).toHaveCount(0);
      expect(await seriousViolations(page), `${path} in ${language}`).toEqual([]);
    }
  }
});
