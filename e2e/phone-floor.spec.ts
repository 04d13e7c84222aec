import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../packages/shared/src/constants.ts';
import { adminHeaders, ensureStrain } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { climateDeviceId } from './support/devices.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

// The phone on the grow-room floor, at an iPhone's width.
const PHONE = { width: 390, height: 844 };
// Its heater socket is forced on here and put back at the end; no other journey reads socket 1 of it.
const DEVICE = 'Veg_Room';

interface ClimateRow {
  id: string;
  socketStates: Record<string, string>;
}

async function deviceCount(request: APIRequestContext): Promise<number> {
  const headers = await adminHeaders(request);
  const counts = await Promise.all(
    ['/api/devices/active', '/api/sensor-data/soil7in1/devices', '/api/water-in-out/devices'].map(
      async (url) => ((await (await request.get(url, { headers })).json()) as unknown[]).length,
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

test('on a phone the devices page is a compact list with out-of-range marks, and switches to cards', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await climateDeviceId(request, DEVICE);
  const headers = await adminHeaders(request);
  const before = (
    (await (await request.get('/api/devices/active', { headers })).json()) as ClimateRow[]
  ).find((d) => d.id === id)!;
  const heater = (state: string) =>
    request.post(`/api/device/${id}/callFunction`, {
      headers,
      data: { functionName: 'toggleSocket', arg: `1,${state}` },
    });
  // The temperature socket forced on (the room's air conditioner) drives it out of its range.
  expect((await heater('on')).ok()).toBe(true);
  try {
    await page.setViewportSize(PHONE);
    await logInAsAdmin(page);
    // The list is what a phone opens with: the cards' code loads only when the cards are asked for.
    const cardsCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/devices-page-cards-[^/]*\.js$/.test(sent.url())) cardsCode.push(sent.url());
    });
    await page.goto('/devices');
    const list = page.getByRole('list', { name: 'Devices at a glance' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(await deviceCount(request));
    await expect(page.getByRole('article')).toHaveCount(0);

    const veg = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Veg Room' }) });
    await expect(veg).toContainText('Online');
    await expect(veg).toContainText(/Temperature\s*[\d.]+ °C\s*(above max|below min)/);
    // A fresh server may not hold two readings of the last 6 hours yet: then the row says so instead.
    await expect(
      veg
        .getByRole('img', { name: /^Temperature over the last 6 hours/ })
        .or(veg.getByText('No readings in the last 6 hours')),
    ).toBeVisible();
    expect(await seriousViolations(page), '/devices list in en').toEqual([]);
    expect(cardsCode).toEqual([]);

    await page.getByText('Cards', { exact: true }).click();
    await expect(page.getByRole('article', { name: 'Open Veg Room' })).toBeVisible();
    expect(cardsCode).toHaveLength(1);
    await expect(list).toHaveCount(0);
    // Remembered: the next visit opens as the person left it.
    await page.reload();
    await expect(page.getByRole('article', { name: 'Open Veg Room' })).toBeVisible();
    await page.getByText('List', { exact: true }).click();
    await expect(list).toBeVisible();

    await useLanguage(page, 'he');
    await expect(page.getByRole('list', { name: 'המכשירים במבט אחד' })).toBeVisible();
    expect(await seriousViolations(page), '/devices list in he').toEqual([]);
  } finally {
    await heater(before.socketStates['1'] ?? 'auto');
  }
});

async function newCutting(request: APIRequestContext, code: string): Promise<string> {
  await ensureStrain(request, 'floor-kush', 'Floor Kush');
  const headers = await adminHeaders(request);
  const strain = (await (await request.get('/api/strains/floor-kush')).json()) as { _id: string };
  const created = await request.post('/api/admin/cuttings', {
    headers,
    data: { code, strainId: strain._id },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** Opens the cutting as the label scanner does: the history entry carries the scan's mark, the URL does not. */
async function openAsFromScan(page: Page, id: string) {
  await page.goto(`/cutting/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.history.replaceState({ ...window.history.state, fromScan: true }, ''));
  await page.reload();
}

test('a cutting opened from a scan on a phone offers its quick actions first', async ({ page, request }) => {
  const id = await newCutting(request, `FLOOR-${Date.now()}`);
  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.goto(`/cutting/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Opened from a link, not a scan: nothing extra.
  await expect(page.getByRole('region', { name: 'Quick actions' })).toHaveCount(0);

  await openAsFromScan(page, id);
  const quick = page.getByRole('region', { name: 'Quick actions' });
  await expect(quick.getByRole('button')).toHaveText(['Log an event', 'Add a photo', 'Write a diary note']);
  await quick.getByRole('button', { name: 'Write a diary note' }).click();
  await expect(
    page.getByRole('region', { name: 'Gardener diary' }).getByRole('textbox', { name: /Note/ }),
  ).toBeFocused();
  await quick.getByRole('button', { name: 'Log an event' }).click();
  await expect(page.getByRole('form', { name: 'Add a log entry' }).locator(':focus')).toHaveCount(1);
  await quick.getByRole('button', { name: 'Add a photo' }).click();
  await expect(page.getByRole('form', { name: 'Add a photo' }).locator(':focus')).toHaveCount(1);
  expect(await seriousViolations(page), 'cutting with quick actions').toEqual([]);
});

test('a 6 MB portrait JPEG from a phone is scaled down in the browser and keeps its orientation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const id = await newCutting(request, `BIG-${Date.now()}`);
  // Noise does not compress: at quality 100 these pixels make a file over 6 MB. Orientation 6 says
  // "turn 90 degrees clockwise to view", as a phone held upright writes it: landscape pixels, portrait photo.
  const [width, height] = [2600, 1950];
  const raw = randomBytes(width * height * 3);
  const big = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(6 * 1024 * 1024);

  await page.setViewportSize(PHONE);
  await logInAsAdmin(page);
  await page.goto(`/cutting/${id}`);
  const upload = page.getByRole('form', { name: 'Add a photo' });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: big });
  await upload.getByRole('textbox', { name: /Photo name/ }).fill('Upright');
  await upload.getByRole('textbox', { name: /Photo description/ }).fill('Taken on the floor');
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeEnabled({ timeout: 30_000 });
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/cuttings/${id}/photo`));
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('figure').filter({ hasText: 'Upright' })).toBeVisible();
  // The whole multipart body, the name and description included, is under the cap.
  const length = Number(await (await sent).headerValue('content-length'));
  expect(length).toBeGreaterThan(100_000);
  expect(length).toBeLessThan(PHOTO_MAX_BYTES);

  const headers = await adminHeaders(request);
  const cutting = (await (await request.get(`/api/cuttings/${id}`, { headers })).json()) as {
    photos: { url: string }[];
  };
  const stored = await request.get(cutting.photos[0]!.url, { headers });
  expect(stored.ok()).toBe(true);
  const meta = await sharp(await stored.body()).metadata();
  // Upright: taller than wide, whereas the raw pixels were wider than tall; and smaller than sent.
  expect(meta.height!).toBeGreaterThan(meta.width!);
  expect(meta.width!).toBeLessThan(height);
  expect(meta.orientation ?? 1).toBe(1);
});
