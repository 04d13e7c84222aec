import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { strainAndHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { logInAsAdmin } from './support/session.ts';

const STRAIN = { slug: 'label-kush', name: 'Label Kush' };
const MM = 72 / 25.4;

async function createCuttings(request: APIRequestContext, codes: string[]): Promise<void> {
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  for (const code of codes) {
    const created = await request.post('/api/admin/cuttings', {
      headers,
      data: { code, strainId: strain._id },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
}

// The grow-room floor: a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

test('on a phone, two ticked cuttings print as 50 x 25 mm labels, one page of that size each', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const codes = [`LB${stamp}-1`, `LB${stamp}-2`, `LB${stamp}-3`];
  await createCuttings(request, codes);
  await logInAsAdmin(page);
  await page.goto('/cuttings');
  await page.getByRole('searchbox', { name: 'Search cuttings' }).fill(`LB${stamp}`);
  await expect(page.getByRole('checkbox', { name: /^Select LB/ })).toHaveCount(3);

  await page.getByRole('checkbox', { name: `Select ${codes[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${codes[2]}` }).check();
  await page.getByRole('combobox', { name: 'Label size' }).selectOption({ label: '50 × 25 mm' });
  // Everything fits the phone's width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/labels-phone-en.png', fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print selected (2)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cuttings-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  const pages = pdf.getPages().map((one) => one.getSize());
  expect(pages).toHaveLength(2);
  for (const { width, height } of pages) {
    expect(Math.abs(width - 50 * MM)).toBeLessThan(0.01);
    expect(Math.abs(height - 25 * MM)).toBeLessThan(0.01);
  }

  // The size is remembered, and the panel reads right to left in Hebrew with no serious axe finding.
  await page.evaluate(() => localStorage.setItem('canopy.language', 'he'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('combobox', { name: 'גודל תווית' }).locator('option:checked')).toHaveText(
    '50 × 25 מ״מ',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/labels-phone-he.png', fullPage: true });
});
