import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders, ensureStrain } from './support/api.ts';
import { logIn, logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { seriousViolations } from './support/axe.ts';

const STRAIN = { slug: 'cutting-haze', name: 'Cutting Haze' };

const jpeg = (colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

async function strainId(request: APIRequestContext): Promise<string> {
  const strain = (await (await request.get(`/api/strains/${STRAIN.slug}`)).json()) as { _id: string };
  return strain._id;
}

/** Creates a cutting with one named photo over the API, for journeys that only look at it. */
async function cuttingWithPhoto(request: APIRequestContext, code: string): Promise<string> {
  await ensureStrain(request, STRAIN.slug, STRAIN.name);
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/cuttings', {
    headers,
    data: { code, strainId: await strainId(request), status: 'rooting', location: 'Room 2' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const photo = await request.post(`/api/cuttings/${_id}/photo`, {
    headers,
    multipart: {
      name: 'Roots',
      description: 'Day 9 in the cloner',
      file: { name: 'roots.jpg', mimeType: 'image/jpeg', buffer: await jpeg({ r: 40, g: 150, b: 60 }) },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  return _id;
}

test('an admin adds a cutting, duplicates it, uploads and reorders photos, and downloads its label', async ({
  page,
  request,
}) => {
  await ensureStrain(request, STRAIN.slug, STRAIN.name);
  await logInAsAdmin(page);
  await page.goto('/cuttings-admin');
  const form = page.getByRole('region', { name: 'Add a cutting' });
  await form.getByRole('textbox', { name: /Code/ }).fill('A-009');
  await form.getByRole('combobox', { name: /Strain/ }).click();
  await page.getByRole('option', { name: STRAIN.name }).click();
  await form.getByRole('textbox', { name: 'Location' }).fill('Room 2');
  await form.getByRole('button', { name: 'Add cutting' }).click();
  await expect(form.getByRole('status')).toHaveText('Cutting A-009 added');

  await page.getByRole('button', { name: 'Duplicate A-009' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Duplicated' })).toHaveText('Duplicated as A-010');
  await expect(page.getByRole('article', { name: 'A-010' })).toBeVisible();
  await page.screenshot({ path: 'test-results/cuttings-admin-en.png', fullPage: true });

  await page.getByRole('article', { name: 'A-009' }).getByRole('link', { name: 'A-009' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A-009');
  const upload = page.getByRole('form', { name: 'Add a photo' });
  for (const [name, colour] of [
    ['First leaf', { r: 200, g: 60, b: 60 }],
    ['Second leaf', { r: 60, g: 60, b: 200 }],
  ] as const) {
    await expect(upload.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await upload.locator('input[type=file]').setInputFiles({
      name: `${name}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(colour),
    });
    await upload.getByRole('textbox', { name: /Photo name/ }).fill(name);
    await upload.getByRole('textbox', { name: /Photo description/ }).fill(`${name}, day 3`);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('figure').filter({ hasText: name })).toBeVisible();
  }
  const captions = page.getByRole('region', { name: 'Photo gallery' }).locator('figcaption');
  await expect(captions).toHaveText(['First leaf', 'Second leaf']);
  await page.getByRole('button', { name: 'Move Second leaf up' }).click();
  await expect(captions).toHaveText(['Second leaf', 'First leaf']);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download label A-009' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/A-009.*\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.screenshot({ path: 'test-results/cutting-detail-admin-en.png', fullPage: true });
});

test('a plain user sees the blurred photo, marked as hidden, never the original', async ({
  page,
  request,
}) => {
  const id = await cuttingWithPhoto(request, `U-${Date.now()}`);
  const member = { email: `cutter-${Date.now()}@e2e.test`, password: 'cutter-password-1' };
  const created = await request.post('/api/admin/users', {
    headers: await adminHeaders(request),
    data: { ...member, role: 'user' },
  });
  expect(created.status()).toBe(201);
  await logIn(page, member.email, member.password);
  await page.goto(`/cutting/${id}`);
  const gallery = page.getByRole('region', { name: 'Photo gallery' });
  await expect(gallery.getByText('Photo hidden')).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Roots' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add a photo' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/cutting-detail-user-en.png', fullPage: true });
  await useLanguage(page, 'he');
  // The region is named in the page's language now.
  const hebrewGallery = page.getByRole('region', { name: 'גלריית תמונות' });
  await expect(hebrewGallery.getByText('התמונה מוסתרת')).toBeVisible();
  await page.screenshot({ path: 'test-results/cutting-detail-user-he.png', fullPage: true });

  await page.goto('/cuttings');
  await useLanguage(page, 'en');
  await page.getByRole('button', { name: /^View:/ }).click();
  await expect(page.getByText('Photo hidden').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/cuttings-user-en.png', fullPage: true });
});

test.describe('cuttings pages', () => {
  let id = '';
  test.beforeAll(async ({ request }) => {
    id = await cuttingWithPhoto(request, `AX-${Date.now()}`);
  });

  for (const language of ['en', 'he'] as const) {
    for (const path of ['/cuttings', '/cutting/:id', '/cuttings-admin']) {
      test(`${path} has no serious or critical axe violation in ${language}`, async ({ page }) => {
        await logInAsAdmin(page);
        await page.goto(path.replace(':id', id));
        await useLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Loaded: every loading message (each ends with an ellipsis) is gone. The label panel's
        // "Selected: N" is a status that stays.
        await expect(page.getByRole('status').filter({ hasText: '…' })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        const name = path.slice(1).replace(/[/:]/g, '-');
        await page.screenshot({ path: `test-results/${name}-${language}.png`, fullPage: true });
      });
    }
  }
});
