import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders, strainAndHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

// Two axe runs and several page loads: more than the default on a busy machine.
test.setTimeout(120_000);

const STRAIN = { slug: 'trash-haze', name: 'Trash Haze' };

/** A cutting of its own strain with one gallery photo, made over the API. */
async function cuttingWithPhoto(request: APIRequestContext, code: string): Promise<string> {
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const created = await request.post('/api/admin/cuttings', {
    headers,
    data: { code, strainId: strain._id, status: 'rooting', location: 'Room 3' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a8' } })
    .jpeg()
    .toBuffer();
  const photo = await request.post(`/api/cuttings/${_id}/photo`, {
    headers,
    multipart: {
      name: 'Roots',
      description: 'Day 9',
      file: { name: 'r.jpg', mimeType: 'image/jpeg', buffer: image },
    },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  return _id;
}

test('an admin deletes a cutting, finds it in the trash and restores it with its photo', async ({
  page,
  request,
}) => {
  const code = `TR-${Date.now()}`;
  const id = await cuttingWithPhoto(request, code);
  await logInAsAdmin(page);

  await page.goto('/cuttings-admin');
  // Delete at once, before the search's answer arrives: the dialog must stay open while the list updates.
  await page.getByRole('searchbox', { name: 'Search cuttings' }).fill(code);
  await page.getByRole('button', { name: `Delete ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Cutting ${code} moved to the trash`)).toBeVisible({ timeout: 30_000 });

  await page.goto('/trash');
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('Cutting');
  await expect(row).toContainText('30');
  await row.getByRole('button', { name: /^Restore / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/restored$/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);

  await page.goto('/cuttings');
  await page.getByRole('searchbox', { name: 'Search cuttings' }).fill(code);
  await expect(page.getByRole('img', { name: `Photo of cutting ${code}` })).toBeVisible();
  await page.goto(`/cutting/${id}`);
  await expect(
    page.getByRole('region', { name: 'Photo gallery' }).getByRole('img', { name: 'Roots' }),
  ).toBeVisible();
});

test('/trash has no serious accessibility violations in English and Hebrew', async ({ page, request }) => {
  const id = await cuttingWithPhoto(request, `TA-${Date.now()}`);
  const deleted = await request.delete(`/api/admin/cuttings/${id}`, { headers: await adminHeaders(request) });
  expect(deleted.status()).toBe(204);
  await logInAsAdmin(page);
  await page.goto('/trash');
  await expect(page.getByRole('table', { name: 'Trash' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await useLanguage(page, 'he');
  await expect(page.getByRole('heading', { level: 1, name: 'סל מחזור' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await seriousViolations(page)).toEqual([]);
});
