import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { decodeQrCodes } from '../apps/server/src/testing/label-pdf-reading.ts';
import { labelAddress } from '../packages/shared/src/label-address.ts';
import { adminHeaders, ensureStrain } from './support/api.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { logInAsAdmin } from './support/session.ts';

/*
 * The gardener's path: a phone camera pointed at a printed label. Chromium's fake camera plays a Y4M
 * video; ours shows the label's QR code, so the real scanner reads it from a real camera stream.
 */
const WIDTH = 640;
const HEIGHT = 480;

/** A few frames of 4:2:0 video: the QR as the luma plane, neutral chroma. */
async function qrVideo(text: string, file: string): Promise<void> {
  const png = await QRCode.toBuffer(text, { margin: 4, scale: 8 });
  const luma = await sharp(png)
    // Well inside the scanner's central scan region, as a label held at arm's length would be.
    .resize({ width: 240, height: 240, fit: 'contain', background: '#ffffff' })
    .extend({ top: 120, bottom: 120, left: 200, right: 200, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
}

test('pointing the camera at a printed label opens that cutting', async ({ request, baseURL }, testInfo) => {
  await ensureStrain(request, 'scan-haze', 'Scan Haze');
  const headers = await adminHeaders(request);
  const strain = (await (await request.get('/api/strains/scan-haze')).json()) as { _id: string };
  const created = await request.post('/api/admin/cuttings', {
    headers,
    data: { code: `SCAN-${Date.now()}`, strainId: strain._id },
  });
  expect(created.status()).toBe(201);
  const cutting = (await created.json()) as { _id: string; url: string };

  // The label encodes PUBLIC_URL/cutting/{id}?via=label; scanning it on this server must land on that page.
  const video = testInfo.outputPath('label.y4m');
  mkdirSync(path.dirname(video), { recursive: true });
  await qrVideo(labelAddress(cutting.url), video);

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const page = await context.newPage();
    await logInAsAdmin(page);
    await page.goto('/cuttings');
    await page.getByRole('button', { name: 'Scan label' }).click();
    await expect(page).toHaveURL(new RegExp(`/cutting/${cutting._id}$`), { timeout: 20_000 });
  } finally {
    await browser.close();
  }
});

test("a label opened by the phone's own camera app shows the quick actions in the first screen", async ({
  page,
  request,
}) => {
  await ensureStrain(request, 'scan-haze', 'Scan Haze');
  const headers = await adminHeaders(request);
  const strain = (await (await request.get('/api/strains/scan-haze')).json()) as { _id: string };
  const created = await request.post('/api/admin/cuttings', {
    headers,
    data: { code: `CAM-${Date.now()}`, strainId: strain._id },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };

  // What the printed label encodes, read back from its PDF as a camera reads it.
  const pdf = await request.get(`/api/qr/pdf/${id}`, { headers });
  expect(pdf.status()).toBe(200);
  const [encoded] = await decodeQrCodes(await pdf.body());
  const label = new URL(encoded ?? '');
  expect(`${label.pathname}${label.search}`).toBe(`/cutting/${id}?via=label`);

  // A phone: the camera app opens the label's address in the browser, signed out at first.
  const phone = { width: 390, height: 844 };
  await page.setViewportSize(phone);
  await page.goto(`${label.pathname}${label.search}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/cutting/${id}\\?via=label$`));

  const quick = page.getByRole('region', { name: 'Quick actions' });
  const actions = quick.getByRole('button');
  await expect(actions).toHaveText(['Log an event', 'Add a photo', 'Write a diary note']);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const action of await actions.all()) {
    const name = `${await action.textContent()} in the first screen`;
    const box = await action.boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y, name).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, name).toBeLessThanOrEqual(phone.height);
    // Seen, not only laid out there: nothing fixed (a bar, a banner) covers it.
    const { x, y, width, height } = box!;
    const onTop = await action.evaluate(
      (button, [cx, cy]) => button.contains(document.elementFromPoint(cx!, cy!)),
      [x + width / 2, y + height / 2],
    );
    expect(onTop, name).toBe(true);
  }

  // A label printed before the mark still opens the cutting, as a plain link does.
  await page.goto(`/cutting/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CAM-');
  await expect(quick).toHaveCount(0);
});
