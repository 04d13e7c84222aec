import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

/** A strain created, then its genetics changed, as the admin: two entries for the log to show. */
async function strainChangedByAdmin(request: APIRequestContext): Promise<string> {
  const stamp = Date.now();
  const name = `Audit Haze ${stamp}`;
  const headers = await adminHeaders(request);
  const body = {
    name,
    slug: `audit-haze-${stamp}`,
    genetics: 'Sativa',
    description: 'For the audit journey.',
  };
  const created = await request.post('/api/admin/strains', { headers, data: body });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const changed = await request.put(`/api/admin/strains/${_id}`, {
    headers,
    data: { ...body, genetics: 'Indica' },
  });
  expect(changed.status()).toBe(200);
  return name;
}

test('an admin finds a strain change by type and by who made it, sees before and after, and exports it', async ({
  page,
  request,
}) => {
  const name = await strainChangedByAdmin(request);
  const summary = `Strain "${name}" changed`;
  await logInAsAdmin(page);
  await page.goto('/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Strain' }).click();
  await filters.getByRole('textbox', { name: 'Who' }).fill(E2E_ADMIN.email.split('@')[0]!);
  await filters.getByRole('button', { name: 'Apply' }).click();

  const entry = page.getByRole('button', { name: `Changed: ${summary}` });
  await expect(entry).toBeVisible();
  // Only strains are listed: the admin's sign-in (a user entry) is filtered out.
  await expect(page.getByRole('button', { name: /^Logged in: / })).toHaveCount(0);
  await entry.click();
  const changes = page.getByRole('table', { name: `Changes: ${summary}` });
  await expect(changes.getByRole('row', { name: 'genetics Sativa Indica' })).toBeVisible();
  await expect(changes.getByRole('row')).toHaveCount(2);

  // Another actor's filter hides the entry.
  await filters.getByRole('textbox', { name: 'Who' }).fill('nobody-like-this');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No entries match.' })).toBeVisible();
  await filters.getByRole('textbox', { name: 'Who' }).fill(E2E_ADMIN.email);
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(entry).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(lines[0]).toBe('time,actor_email,actor_id,action,entity,entity_id,summary,changes');
  const row = lines.find((line) => line.includes(`Strain ""${name}"" changed`));
  expect(row).toBeDefined();
  expect(row).toContain(`,${E2E_ADMIN.email},`);
  expect(row).toContain(',update,strain,');
  expect(row).toContain('""genetics"":[""Sativa"",""Indica""]');
  // The same filters as the page: no entry of another type is in the file.
  expect(lines.slice(1).filter((line) => line && !line.includes(',strain,'))).toEqual([]);
});

// The summary in each reader's language, worded from the entry's event and values.
const strainChanged = {
  en: (name: string) => `Strain "${name}" changed`,
  he: (name: string) => `הזן ״${name}״ שונה`,
};

for (const language of ['en', 'he'] as const) {
  test(`/audit has no serious or critical axe violation in ${language}`, async ({ page, request }) => {
    const name = await strainChangedByAdmin(request);
    await logInAsAdmin(page);
    await page.goto('/audit');
    await useLanguage(page, language);
    const entry = page.getByRole('button', { name: new RegExp(strainChanged[language](name)) });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
