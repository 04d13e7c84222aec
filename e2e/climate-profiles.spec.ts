import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { climateProfilesPageEn } from '../apps/web/src/i18n/locales/climate-profiles/page/en.ts';
import { climateProfilesPageHe } from '../apps/web/src/i18n/locales/climate-profiles/page/he.ts';
import { adminHeaders } from './support/api.ts';
import { climateDeviceId, ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';

// Issue 41 (DESIGN 24) as staff and a grower meet stage climate profiles: the admin writes a profile (a min
// above its max is refused beside the field before anything is sent), finds it listed with its limits,
// applies it to a room holding the simulator's Flower_Room_A controller (the change shown before anything
// is sent, then each command's result); a plain user reads the profiles, in Hebrew too, without any of the
// write buttons, and finds no apply button on the room.

const T = climateProfilesPageEn;
const HE = climateProfilesPageHe;
const MEMBER = { email: 'climate-profiles-member@e2e.test', password: 'climate-profiles-member-password' };

/** A flower room holding the controller; assigning it moves it from any room an earlier run made. */
async function roomWithController(
  request: APIRequestContext,
  name: string,
  deviceId: string,
): Promise<string> {
  const headers = await adminHeaders(request);
  const response = await request.post('/api/rooms', {
    headers,
    data: { name, kind: 'flower', deviceIds: [deviceId] },
  });
  if (!response.ok()) throw new Error(`room not created: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

type Limits = Record<string, [number | null, number | null]>;
interface ControllerState {
  id: string;
  dayStatus?: 'day' | 'night' | null;
  lightStatus?: number | null;
  thresholds?: { day: Limits; night: Limits };
}

/**
 * A reading from the controller now (the simulator's pushNow: a fresh server's first one may be a minute
 * away), and the wait until its phase and that phase's limits are stored, so the dialog has a "now" to show.
 */
async function controllerReported(request: APIRequestContext, deviceId: string): Promise<void> {
  const headers = await adminHeaders(request);
  const push = await request.post(`/api/device/${deviceId}/callFunction`, {
    headers,
    data: { functionName: 'pushNow', arg: '' },
  });
  expect(push.ok(), await push.text()).toBe(true);
  await expect
    .poll(
      async () => {
        const devices = (await (
          await request.get('/api/devices/active', { headers })
        ).json()) as ControllerState[];
        const device = devices.find((d) => d.id === deviceId);
        const phase =
          device?.dayStatus ??
          (device?.lightStatus == null ? null : device.lightStatus === 1 ? 'day' : 'night');
        return phase ? (device?.thresholds?.[phase].temperature?.every((v) => v !== null) ?? false) : false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function useLanguage(page: Page, language: 'en' | 'he') {
  await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('an admin creates a climate profile and applies it to a room; a plain user only reads, in Hebrew', async ({
  page,
  request,
}) => {
  await ensurePlainUser(request, MEMBER);
  const stamp = Date.now().toString(36);
  const name = `Late flower ${stamp}`;
  const roomName = `Profile Room ${stamp}`;
  const deviceId = await climateDeviceId(request, 'Flower_Room_A');
  const roomId = await roomWithController(request, roomName, deviceId);
  await controllerReported(request, deviceId);

  await logInAsAdmin(page);
  await page.goto('/climate-profiles');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByRole('button', { name: T.new }).click();
  const dialog = page.getByRole('dialog', { name: T.form.newTitle });
  await dialog.getByRole('textbox', { name: T.form.name }).fill(name);
  await dialog.getByRole('combobox', { name: T.form.stage }).selectOption('flower');
  const day = dialog.getByRole('group', { name: T.phases.day });
  const dayTempMin = day.getByRole('textbox', { name: 'Temperature min (°C)' });

  // 30 is above the day's default highest 28: said on the field, and the dialog stays open.
  await dayTempMin.fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(day.getByText(T.form.minAboveMax)).toBeVisible();
  await expect(dayTempMin).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  await dayTempMin.fill('21');
  await expect(day.getByText(T.form.minAboveMax)).toBeHidden();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  const limits = card.getByRole('table', { name: T.limitsOf.replace('{{name}}', name) });
  await expect(limits.getByRole('row', { name: /Temperature/ })).toContainText('21–28 °C');
  await expect(limits.getByRole('row', { name: /Temperature/ })).toContainText('18–22 °C');
  await expect(limits.getByRole('row', { name: /CO2/ })).toContainText('800–1200 ppm');
  await expect(card).toContainText('Flower');

  // The room's apply: the change per controller before anything is sent, then each command's result.
  await page.goto(`/rooms/${roomId}`);
  await page.getByRole('button', { name: T.apply.button }).click();
  const apply = page.getByRole('dialog', { name: T.apply.title.replace('{{room}}', roomName) });
  await expect(apply.getByRole('button', { name: T.apply.confirm, exact: true })).toBeDisabled();
  await apply.getByRole('combobox', { name: T.apply.profile }).selectOption({ label: `${name} (Flower)` });
  await expect(apply.getByText(T.apply.previewHint)).toBeVisible();
  const change = apply.getByRole('table', { name: T.apply.changeOf.replace('{{name}}', 'Flower Room A') });
  await expect(change.getByRole('columnheader', { name: T.apply.current })).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.new })).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.result })).toHaveCount(0);
  // The controller's lights decide the phase: its limits are the ones shown as new.
  const nightNow = (await apply.getByText(T.phases.night, { exact: true }).count()) > 0;
  const temperature = change.getByRole('row', { name: /Temperature/ });
  await expect(temperature.getByRole('cell').nth(1)).toHaveText(nightNow ? '18–22 °C' : '21–28 °C');
  await expect(temperature.getByRole('cell').nth(0)).toHaveText(/\d+(\.\d+)?–\d+(\.\d+)? °C/);
  await expect(change.getByRole('row', { name: /CO2/ }).getByRole('cell').nth(1)).toHaveText(
    nightNow ? '400–800 ppm' : '800–1200 ppm',
  );

  await apply.getByRole('button', { name: T.apply.confirm, exact: true }).click();
  await expect(apply.getByText(T.apply.done)).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.result })).toBeVisible();
  for (const metric of [/Temperature/, /Humidity/, /CO2/])
    await expect(change.getByRole('row', { name: metric }).getByRole('cell').nth(2)).toHaveText(T.apply.ok);
  await apply.getByRole('button', { name: 'Close' }).first().click();
  await expect(apply).toBeHidden();

  // A plain user: the same list in Hebrew, right to left, and nothing to write with.
  await logOut(page);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/climate-profiles');
  await useLanguage(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: HE.title })).toBeVisible();
  const listed = page.getByRole('article', { name });
  await expect(listed.getByRole('table', { name: HE.limitsOf.replace('{{name}}', name) })).toContainText(
    '21–28 °C',
  );
  await expect(page.getByRole('button', { name: HE.new })).toHaveCount(0);
  await expect(listed.getByRole('button')).toHaveCount(0);

  await useLanguage(page, 'en');
  await page.goto(`/rooms/${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(page.getByRole('button', { name: T.apply.button })).toHaveCount(0);
});
