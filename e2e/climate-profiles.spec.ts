import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Room } from '@canopy/shared/schemas/rooms';
import { climateProfilesPageEn } from '../apps/web/src/i18n/locales/climate-profiles/page/en.ts';
import { climateProfilesPageHe } from '../apps/web/src/i18n/locales/climate-profiles/page/he.ts';
import { adminHeaders, ensureStrain } from './support/api.ts';
import {
  known,
  LIMIT_FUNCTIONS,
  reportedNow,
  restoreLimits,
  samePhaseLimits,
  type Phase,
  type PhaseLimits,
  type Thresholds,
} from './support/controller-state.ts';
import { climateDeviceId, ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';
import { useLanguage } from './support/language.ts';

// Issue 41 (DESIGN 24) as staff and a grower meet stage climate profiles: the admin writes a flower profile
// through the form and finds it listed, applies it from a flowering room's page (the controller, its phase
// and each limit from now to new shown before anything is sent, then each command's result), the device's
// command log and stored limits show the commands arrived, deleting the profile the room uses is refused
// naming the room, the dialog is read in Hebrew, and a plain user reads the profiles without any write button.
//
// Every simulator controller is read by some other journey, and they all share one server and simulator in
// file order. A controller's first room counts its readings from its first reading, a later room from the
// move (DESIGN 20), so the controller must not be one whose first room a later journey reads: run-compare
// reads Flower_Room_A's and Flower_Room_B's (it failed after this journey borrowed A), Clone_Tent is
// offline. This journey borrows Veg_Room: of the journeys after it, crop-runs moves it into its veg room and
// accepts either its readings there or none yet; compare, label-in-name and phone-floor read it as a device.
// afterAll gives back what can be given back, whatever happened: the controller goes back to the room it
// was in (or out of this journey's room), and its limits back to what they were. The profile itself stays:
// the room it was applied to keeps it on record for good (a room that held a run is never purged), so the
// server refuses its deletion; no other journey reads climate profiles.

test.setTimeout(120_000);

const T = climateProfilesPageEn;
const HE = climateProfilesPageHe;
const DEVICE = 'Veg_Room';
const DEVICE_SHOWN = 'Veg Room';
const MEMBER = { email: 'climate-profiles-member@e2e.test', password: 'climate-profiles-member-password' };
const STRAIN = { slug: 'profile-haze', name: 'Profile Haze' };
const SHOTS = '/tmp/cp-shots';

/** What the form types, every limit apart from the controllers' own (so each command changes one). */
const PROFILE: Record<Phase, PhaseLimits> = {
  day: { temperature: [21, 26], humidity: [45, 58], co2: [900, 1300] },
  night: { temperature: [17, 21], humidity: [42, 55], co2: [450, 700] },
};
const UNITS = { temperature: '°C', humidity: '%', co2: 'ppm' } as const;
const METRIC_LABEL = { temperature: 'Temperature', humidity: 'Humidity', co2: 'CO2' } as const;
const METRICS = ['temperature', 'humidity', 'co2'] as const;
const range = ([min, max]: readonly (number | null)[], unit: string) => `${min}–${max} ${unit}`;

/** What afterAll gives back; filled in as the journey borrows it. */
const borrowed: {
  deviceId?: string;
  limits?: Thresholds;
  /** The room that held the controller before (its body as it was), or null when it was in none. */
  formerRoom?: Room | null;
  roomId?: string;
} = {};

const bodyOf = (room: Room, deviceIds: string[]) => ({
  name: room.name,
  kind: room.kind,
  areaM2: room.areaM2,
  lightsWatts: room.lightsWatts,
  notes: room.notes,
  archived: room.archivedAt !== null,
  deviceIds,
});

async function room(request: APIRequestContext, id: string): Promise<Room> {
  const response = await request.get(`/api/rooms/${id}`, { headers: await adminHeaders(request) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Room;
}

async function putRoom(request: APIRequestContext, target: Room, deviceIds: string[]): Promise<void> {
  const response = await request.put(`/api/rooms/${target._id}`, {
    headers: await adminHeaders(request),
    data: bodyOf(target, deviceIds),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A flowering room holding the controller (moved from wherever it was), so the room has a stage. */
async function floweringRoom(request: APIRequestContext, name: string, deviceId: string): Promise<string> {
  const headers = await adminHeaders(request);
  const made = await request.post('/api/rooms', {
    headers,
    data: { name, kind: 'flower', areaM2: 10, deviceIds: [deviceId] },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const roomId = ((await made.json()) as { _id: string })._id;
  const strain = (await (await request.get(`/api/strains/${STRAIN.slug}`)).json()) as { _id: string };
  const run = await request.post('/api/runs', {
    headers,
    data: {
      startedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      groups: [{ strainId: strain._id, plantCount: 12, roomId, stage: 'flower' }],
    },
  });
  expect(run.ok(), await run.text()).toBe(true);
  return roomId;
}

test.afterAll(async ({ playwright }) => {
  const { deviceId, limits, formerRoom, roomId } = borrowed;
  if (!deviceId) return;
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    // The controller out of this journey's room first: the profile-phases job writes only to controllers
    // in a room with a profile applied, so it cannot write over the limits given back below.
    if (formerRoom) await putRoom(request, formerRoom, formerRoom.deviceIds);
    else if (roomId) await putRoom(request, await room(request, roomId), []);
    if (limits) {
      const phase = await restoreLimits(request, deviceId, limits);
      const now = await reportedNow(request, deviceId, known);
      expect(now.thresholds![phase]).toEqual(limits[phase]);
    }
  } finally {
    await request.dispose();
  }
});

test('an admin writes a climate profile and applies it to a flowering room; a plain user only reads it', async ({
  page,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await ensureStrain(request, STRAIN.slug, STRAIN.name);
  await ensurePlainUser(request, MEMBER);
  const headers = await adminHeaders(request);
  const stamp = Date.now().toString(36);
  const name = `Late flower ${stamp}`;
  const roomName = `Profile Room ${stamp}`;
  const startedAt = new Date().toISOString();

  const deviceId = await climateDeviceId(request, DEVICE);
  borrowed.deviceId = deviceId;
  const before = await reportedNow(request, deviceId, known);
  borrowed.limits = structuredClone(before.thresholds!);
  const rooms = (await (await request.get('/api/rooms', { headers })).json()) as Room[];
  borrowed.formerRoom = rooms.find((r) => r.deviceIds.includes(deviceId)) ?? null;
  const roomId = await floweringRoom(request, roomName, deviceId);
  borrowed.roomId = roomId;

  // The form: a flower profile with each of the twelve limits typed.
  await logInAsAdmin(page);
  await page.goto('/climate-profiles');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByRole('button', { name: T.new }).click();
  const form = page.getByRole('dialog', { name: T.form.newTitle });
  await form.getByRole('textbox', { name: T.form.name }).fill(name);
  await form.getByRole('combobox', { name: T.form.stage }).selectOption('flower');
  for (const phase of ['day', 'night'] as const) {
    const fields = form.getByRole('group', { name: T.phases[phase] });
    for (const metric of METRICS) {
      const [min, max] = PROFILE[phase][metric];
      const label = (bound: 'min' | 'max') => `${METRIC_LABEL[metric]} ${bound} (${UNITS[metric]})`;
      await fields.getByRole('textbox', { name: label('min'), exact: true }).fill(String(min));
      await fields.getByRole('textbox', { name: label('max'), exact: true }).fill(String(max));
    }
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Flower');
  const limits = card.getByRole('table', { name: T.limitsOf.replace('{{name}}', name) });
  for (const metric of METRICS) {
    const row = limits.getByRole('row', { name: new RegExp(METRIC_LABEL[metric]) });
    await expect(row).toContainText(range(PROFILE.day[metric], UNITS[metric]));
    await expect(row).toContainText(range(PROFILE.night[metric], UNITS[metric]));
  }

  // The room's apply: the controller, its phase, and each limit from now to new before anything is sent.
  const phase = before.phase!;
  await page.goto(`/rooms/${roomId}`);
  await page.getByRole('button', { name: T.apply.button }).click();
  const apply = page.getByRole('dialog', { name: T.apply.title.replace('{{room}}', roomName) });
  await expect(apply.getByRole('button', { name: T.apply.confirm, exact: true })).toBeDisabled();
  await apply.getByRole('combobox', { name: T.apply.profile }).selectOption({ label: `${name} (Flower)` });
  await expect(apply.getByText(T.apply.previewHint)).toBeVisible();
  await expect(apply.getByText(DEVICE_SHOWN, { exact: true })).toBeVisible();
  await expect(apply.getByText(T.phases[phase], { exact: true })).toBeVisible();
  const change = apply.getByRole('table', { name: T.apply.changeOf.replace('{{name}}', DEVICE_SHOWN) });
  await expect(change.getByRole('columnheader', { name: T.apply.current })).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.new })).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.result })).toHaveCount(0);
  for (const metric of METRICS) {
    const cells = change.getByRole('row', { name: new RegExp(METRIC_LABEL[metric]) }).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(range(before.thresholds![phase][metric], UNITS[metric]));
    await expect(cells.nth(1)).toHaveText(range(PROFILE[phase][metric], UNITS[metric]));
  }
  await apply.screenshot({ path: `${SHOTS}/apply-preview-en.png` });

  await apply.getByRole('button', { name: T.apply.confirm, exact: true }).click();
  await expect(apply.getByText(T.apply.done)).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.result })).toBeVisible();
  await expect(change.getByRole('columnheader', { name: T.apply.before })).toBeVisible();
  for (const metric of METRICS)
    await expect(
      change
        .getByRole('row', { name: new RegExp(METRIC_LABEL[metric]) })
        .getByRole('cell')
        .nth(2),
    ).toHaveText(T.apply.ok);
  await apply.screenshot({ path: `${SHOTS}/apply-done-en.png` });
  await apply.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(apply).toBeHidden();

  // The commands reached the device: its command log has each, taken, and it now reports the new limits.
  const log = (await (await request.get(`/api/device/${deviceId}/commands`, { headers })).json()) as {
    functionName: string;
    arg: string;
    return_value: number | null;
    createdAt: string;
  }[];
  for (const metric of METRICS) {
    const [min, max] = PROFILE[phase][metric];
    const sent = log.filter((c) => c.functionName === LIMIT_FUNCTIONS[metric] && c.createdAt >= startedAt);
    expect(sent.map((c) => [c.arg, c.return_value])).toEqual([[`${min},${max}`, 1]]);
  }
  await reportedNow(
    request,
    deviceId,
    (s) => s.phase === phase && !!s.thresholds && samePhaseLimits(s.thresholds[phase], PROFILE[phase]),
  );

  // The room now uses the profile: deleting it is refused, the dialog naming the room.
  await page.goto('/climate-profiles');
  await page.getByRole('button', { name: T.deleteNamed.replace('{{name}}', name) }).click();
  const confirm = page.getByRole('dialog', { name: T.deleteTitle });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  const refusal = confirm.getByRole('alert');
  await expect(refusal).toContainText('This climate profile is in use');
  await expect(refusal.getByRole('listitem')).toHaveText(`${T.usedByRoom} ${roomName}`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  // The dialog in Hebrew, right to left: a preview only (now the limits it would send are already there).
  await page.goto(`/rooms/${roomId}`);
  await useLanguage(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: HE.apply.button }).click();
  const applyHe = page.getByRole('dialog', { name: HE.apply.title.replace('{{room}}', roomName) });
  await applyHe.getByRole('combobox', { name: HE.apply.profile }).selectOption({ index: 1 });
  await expect(applyHe.getByText(HE.apply.previewHint)).toBeVisible();
  const changeHe = applyHe.getByRole('table', {
    name: HE.apply.changeOf.replace('{{name}}', DEVICE_SHOWN),
  });
  await expect(changeHe.getByRole('columnheader', { name: HE.apply.current })).toBeVisible();
  await expect(applyHe.getByText(HE.phases[phase], { exact: true })).toBeVisible();
  await applyHe.screenshot({ path: `${SHOTS}/apply-preview-he.png` });
  await page.keyboard.press('Escape');
  await expect(applyHe).toBeHidden();
  await useLanguage(page, 'en');

  // A plain user reads the profiles, with no New, Edit or Delete, and finds no Apply on the room.
  await logOut(page);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/climate-profiles');
  const listed = page.getByRole('article', { name });
  await expect(listed.getByRole('table', { name: T.limitsOf.replace('{{name}}', name) })).toContainText(
    range(PROFILE.day.temperature, UNITS.temperature),
  );
  await expect(page.getByRole('button', { name: T.new })).toHaveCount(0);
  await expect(listed.getByRole('button')).toHaveCount(0);
  await page.goto(`/rooms/${roomId}`);
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(page.getByRole('button', { name: T.apply.button })).toHaveCount(0);
});
