import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { RunCompare } from '@canopy/shared/schemas/run-compare';
import { runComparePageEn } from '../apps/web/src/i18n/locales/run-compare/page/en.ts';
import { runComparePageHe } from '../apps/web/src/i18n/locales/run-compare/page/he.ts';
import { steeringPageEn } from '../apps/web/src/i18n/locales/steering/page/en.ts';
import { adminHeaders, created, ensureStrain } from './support/api.ts';
import { ensurePlainUser } from './support/devices.ts';
import { logIn, storedToken } from './support/session.ts';

// Issue 40 (DESIGN 23) as a plain user meets it: two runs flowering since yesterday in two rooms of the
// embedded simulator's devices, compared by day of flower (charts, outcome table, the CSV read back
// against the comparison), then a room's crop steering, in English and Hebrew, at 1280 and 390 px. With
// DEMO=0 there is no backfilled history: the devices' live readings of today (day 2) are what is compared.
// Each device must be in its first room, whose stay counts from its first reading (a later move counts
// only from the next whole hour): no other journey puts these four in a room.

const STRAIN = { slug: 'compare-lime', name: 'Compare Lime' };
const MEMBER = { email: 'compare-member@e2e.test', password: 'compare-member-password' };
const DAY_MS = 86_400_000;
const T = runComparePageEn;

async function deviceId(request: APIRequestContext, list: string, name: string): Promise<string> {
  const devices = (await (await request.get(list, { headers: await adminHeaders(request) })).json()) as {
    id?: string;
    deviceId?: string;
    name?: string;
  }[];
  const device = devices.find((d) => d.name === name);
  if (!device) throw new Error(`no device named ${name} in ${list}`);
  return (device.id ?? device.deviceId)!;
}

interface Arranged {
  runId: string;
  code: string;
  name: string;
  roomId: string;
}

/**
 * A room holding a simulator climate controller and one more device, and a run whose group, in veg there
 * for ten days, moved to flower there yesterday (backdated): today is its day 2 of flower.
 */
async function flowering(request: APIRequestContext, label: string, deviceIds: string[]): Promise<Arranged> {
  const headers = await adminHeaders(request);
  const strain = (await (await request.get(`/api/strains/${STRAIN.slug}`)).json()) as { _id: string };
  const stamp = Date.now().toString(36).toUpperCase();
  const room = await created<{ _id: string }>(
    await request.post('/api/rooms', {
      headers,
      data: { name: `Compare ${label} ${stamp}`, kind: 'flower', areaM2: 12, deviceIds },
    }),
  );
  const name = `Compare ${label} ${stamp}`;
  const run = await created<{ _id: string; code: string; groups: { _id: string }[] }>(
    await request.post('/api/runs', {
      headers,
      data: {
        name,
        startedAt: new Date(Date.now() - 10 * DAY_MS).toISOString(),
        groups: [{ strainId: strain._id, plantCount: 24, roomId: room._id, stage: 'veg' }],
      },
    }),
  );
  await created(
    await request.post(`/api/runs/${run._id}/groups/${run.groups[0]!._id}/events`, {
      headers,
      data: { stage: 'flower', roomId: room._id, at: new Date(Date.now() - DAY_MS).toISOString() },
    }),
  );
  return { runId: run._id, code: run.code, name, roomId: room._id };
}

/**
 * A reading from each device now (the simulator's pushNow: a fresh server's first ones may be a minute
 * away), and the wait until both runs' comparison holds them.
 */
async function readingsOfToday(request: APIRequestContext, deviceIds: string[], runs: Arranged[]) {
  const headers = await adminHeaders(request);
  for (const id of deviceIds) {
    const push = await request.post(`/api/device/${id}/callFunction`, {
      headers,
      data: { functionName: 'pushNow', arg: '' },
    });
    expect(push.ok(), await push.text()).toBe(true);
  }
  const ids = runs.map((run) => run.runId).join(',');
  await expect
    .poll(
      async () => {
        const answer = (await (
          await request.get(`/api/runs/compare?ids=${ids}`, { headers })
        ).json()) as RunCompare;
        return answer.runs.map((run) => run.points.some((point) => point.temperature !== undefined));
      },
      { timeout: 15_000 },
    )
    .toEqual([true, true]);
}

/** The comparison the page's query asks for, through the page's own request context and token. */
async function comparison(page: Page, query: string): Promise<RunCompare> {
  const response = await page.request.get(`/api/runs/compare?${query}`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as RunCompare;
}

/** The CSV lines a comparison's buckets make: run, day, hour, then each metric's avg, min and max. */
const csvLinesOf = (compare: RunCompare) =>
  compare.runs.flatMap((run) =>
    run.points.map((point) =>
      [
        run.code,
        run.name,
        point.day,
        point.hour,
        ...compare.metrics.flatMap((metric): (number | string)[] => {
          const value = point[metric];
          return value ? [value.avg, value.min, value.max] : ['', '', ''];
        }),
      ].map(String),
    ),
  );

/** A chart's accessible name: its metric's title by day of flower, and the runs drawn. */
const chartName = (title: string, runs: string) =>
  T.chartName.replace('{{metric}}', title).replace('{{stage}}', 'Flower').replace('{{runs}}', runs);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a plain user compares two runs by day of flower, reads the CSV back and a room’s steering; en, he, 390 px', async ({
  page,
  request,
}) => {
  await ensureStrain(request, STRAIN.slug, STRAIN.name);
  await ensurePlainUser(request, MEMBER);
  const [climateA, climateB, soil, meter] = await Promise.all([
    deviceId(request, '/api/devices/active', 'Flower_Room_A'),
    deviceId(request, '/api/devices/active', 'Flower_Room_B'),
    deviceId(request, '/api/sensor-data/soil7in1/devices', 'Bed_1_Soil'),
    deviceId(request, '/api/water-in-out/devices', 'Main_Line'),
  ]);
  const a = await flowering(request, 'A', [climateA, soil]);
  const b = await flowering(request, 'B', [climateB, meter]);
  await readingsOfToday(request, [climateA, soil, climateB, meter], [a, b]);

  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/runs');
  await page.getByRole('main').getByRole('link', { name: 'Compare runs' }).click();
  await expect(page).toHaveURL(/\/runs\/compare$/);
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await expect(page.getByText(T.chooseMore)).toBeVisible();
  const runs = page.getByRole('combobox', { name: T.runs });
  await runs.click();
  for (const run of [a, b]) await page.getByRole('option', { name: `${run.code} · ${run.name}` }).click();
  await runs.press('Escape');

  const names = `${a.code} · ${a.name}, ${b.code} · ${b.name}`;
  await expect(
    page.getByRole('img', { name: chartName(T.metricTitles.temperature, names), exact: true }),
  ).toBeVisible();
  const query = new URL(page.url()).search.slice(1);
  const shown = await comparison(page, `${query}&stage=flower&step=1d`);
  // Both on day 2 of flower, the live readings falling in it.
  expect(shown.runs.map((run) => [run.code, run.days])).toEqual([
    [a.code, 2],
    [b.code, 2],
  ]);
  expect(shown.runs.every((run) => run.points.some((point) => point.day === 2 && point.temperature))).toBe(
    true,
  );
  // A chart per metric measured, each naming both runs, its legend both codes; the others say so.
  const measured = shown.metrics.filter((metric) =>
    shown.runs.some((run) => run.points.some((p) => p[metric])),
  );
  await expect(page.getByRole('img', { name: new RegExp(`${escaped(chartName('', names))}$`) })).toHaveCount(
    measured.length,
  );
  for (const metric of measured) {
    const chart = page.getByRole('img', { name: chartName(T.metricTitles[metric], names), exact: true });
    await expect(chart.locator('.u-legend')).toContainText(a.code);
    await expect(chart.locator('.u-legend')).toContainText(b.code);
  }
  await expect(page.getByText(T.noReadings.replace('{{stage}}', 'Flower'))).toHaveCount(
    shown.metrics.length - measured.length,
  );
  expect(measured).toEqual(expect.arrayContaining(['temperature', 'humidity', 'moisture_pct']));
  const outcome = page.getByRole('table', { name: T.outcome.title });
  await expect(outcome.getByRole('row').first().getByRole('columnheader')).toHaveText([
    T.outcome.figure,
    `${a.code}${a.name}`,
    `${b.code}${b.name}`,
  ]);

  // The CSV holds exactly the comparison's buckets: read back against GET /api/runs/compare of its query,
  // asked just before and after the download (a new live reading may move today's averages between).
  await expect(async () => {
    const csvRequest = page.waitForRequest(/\/api\/runs\/compare\.csv\?/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: T.csv }).click(),
    ]);
    const csvQuery = new URL((await csvRequest).url()).search.slice(1);
    const before = await comparison(page, csvQuery);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    const after = await comparison(page, csvQuery);
    expect(after).toEqual(before);
    expect(lines[0]!.slice(0, 4)).toEqual(['Run code', 'Run name', 'Day of stage', 'Hour']);
    expect(lines.slice(1)).toEqual(csvLinesOf(before));
    expect(before.runs.map((run) => run.points.length)).toEqual(shown.runs.map((run) => run.points.length));
  }).toPass({ timeout: 20_000 });

  // In Hebrew the page runs right to left under its Hebrew title.
  await page.evaluate(() => localStorage.setItem('canopy.language', 'he'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: runComparePageHe.title })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(escaped(names)) }).first()).toBeVisible();
  await page.evaluate(() => localStorage.setItem('canopy.language', 'en'));

  // Room B's steering: today's day, its shots from the room's water meter; then on a phone.
  const site = (await (await request.get('/api/site', { headers: await adminHeaders(request) })).json()) as {
    timeZone: string;
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date());
  const todayShown = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${today}T12:00:00Z`));
  await page.goto(`/rooms/${b.roomId}`);
  const steering = page.getByRole('region', { name: steeringPageEn.title });
  await expect(steering.getByText(steeringPageEn.source.meter)).toBeVisible();
  const days = steering.getByRole('table', { name: steeringPageEn.tableLabel });
  await expect(days.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(todayShown);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(steering.getByText(todayShown).first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
});
