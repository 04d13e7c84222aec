import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders } from './support/api.ts';
import { logIn, logInAsAdmin } from './support/session.ts';

const png = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

test('an admin creates a strain with two photos, rotating one; the public page shows both', async ({
  page,
  browser,
}) => {
  const slug = `journey-${Date.now()}`;
  const name = `Journey Kush ${Date.now()}`;
  await logInAsAdmin(page);
  await page.goto('/strains-admin');
  const form = page.getByRole('region', { name: 'Add a strain' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill required fields');

  await form.getByRole('textbox', { name: /^Name/ }).fill(`  ${name} `);
  await form.getByRole('textbox', { name: /^Slug/ }).fill(slug);
  await form.locator('input[type=file][multiple]').setInputFiles([
    { name: 'wide.png', mimeType: 'image/png', buffer: await png(400, 200, { r: 200, g: 60, b: 60 }) },
    { name: 'square.png', mimeType: 'image/png', buffer: await png(300, 300, { r: 60, g: 160, b: 60 }) },
  ]);
  const editor = page.getByRole('dialog', { name: 'Edit photo' });
  await editor.getByRole('button', { name: 'Rotate right' }).click();
  await editor.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await editor.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('img', { name: 'Photo 2' })).toBeVisible();
  await expect(form.getByText('Main', { exact: true })).toHaveCount(1);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await page.screenshot({ path: 'test-results/strains-admin-en.png', fullPage: true });

  const visitor = await browser.newPage();
  await visitor.goto(`/strain/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  const first = visitor.getByRole('img', { name: `${name}, photo 1` });
  const second = visitor.getByRole('img', { name: `${name}, photo 2` });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  const size = (img: typeof first) =>
    img.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
  const [width = 0, height = 0] = await size(first);
  expect(height).toBeGreaterThan(width);
  expect((await size(second))[0] ?? 0).toBeGreaterThan(0);
  await expect(visitor.getByText('Log in to see the diary and cuttings.')).toBeVisible();
  await visitor.screenshot({ path: 'test-results/strain-public-en.png', fullPage: true });
  await visitor.close();
});

test('a plain user cannot reach /strains-admin or write strains', async ({ page, request }) => {
  const member = { email: `grower-${Date.now()}@e2e.test`, password: 'grower-password-1' };
  const created = await request.post('/api/admin/users', {
    headers: await adminHeaders(request),
    data: { ...member, role: 'user' },
  });
  expect(created.status()).toBe(201);
  await logIn(page, member.email, member.password);
  await page.goto('/strains-admin');
  await expect(page.getByText('login...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage strains' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Strains', exact: true }).first()).toBeVisible();
});
