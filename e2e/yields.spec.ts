import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { created, strainAndHeaders } from './support/api.ts';
import { LANGUAGE_BUTTON, logInAsAdmin } from './support/session.ts';

const STRAIN = { slug: 'yield-lemon', name: 'Yield Lemon' };

/** A run of the strain flowering in a room with an area and light, harvested, weighed and closed. */
async function closedHarvest(request: APIRequestContext): Promise<{ code: string }> {
  const stamp = Date.now().toString(36).toUpperCase();
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const room = (kind: string, extra: object) =>
    request.post('/api/rooms', { headers, data: { name: `Yield ${kind} ${stamp}`, kind, ...extra } });
  const flower = await created<{ _id: string }>(await room('flower', { areaM2: 10, lightsWatts: 1000 }));
  const dry = await created<{ _id: string }>(await room('dry', {}));
  const run = await created<{ _id: string; code: string; groups: { _id: string }[] }>(
    await request.post('/api/runs', {
      headers,
      data: {
        startedAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
        groups: [{ strainId: strain._id, plantCount: 20, roomId: flower._id, stage: 'flower' }],
      },
    }),
  );
  const harvested = await created<{ harvests: { _id: string }[] }>(
    await request.post(`/api/runs/${run._id}/harvests`, {
      headers,
      data: { groupId: run.groups[0]!._id, roomId: dry._id },
    }),
  );
  const harvest = harvested.harvests[0]!._id;
  for (const data of [
    { kind: 'wet', value: 5, unit: 'kg' },
    { kind: 'dry', value: 1.2, unit: 'kg' },
  ]) {
    await created(await request.post(`/api/harvests/${harvest}/weighings`, { headers, data }));
  }
  await created(await request.put(`/api/harvests/${harvest}/close`, { headers, data: {} }));
  return run;
}

test('/yields: rows by strain and by run, the CSV headed as the table, and Hebrew right to left', async ({
  page,
  request,
}) => {
  const run = await closedHarvest(request);
  await logInAsAdmin(page);
  await page.goto('/yields');
  await expect(page.getByRole('heading', { name: 'Yields', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Yields table' });
  // 1.2 kg dry of 20 plants: 60 g a plant, 120 g a m².
  await expect(table.getByRole('row', { name: new RegExp(`^${STRAIN.name} `) })).toContainText('1,200');

  await page.getByRole('radio', { name: 'Run' }).dispatchEvent('click');
  await expect(page).toHaveURL(/by=run/);
  await expect(table.getByRole('columnheader').first()).toHaveText('Run');
  const row = table.getByRole('row', { name: new RegExp(`^${run.code} `) });
  await expect(row.getByRole('cell')).toHaveText([
    run.code,
    '1',
    '1',
    '20',
    '5,000',
    '1,200',
    /.*/,
    /.*/,
    /.*/,
    '60',
    '120',
    '1,200',
    /.*/,
    '76.0',
  ]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]!.split(',')).toEqual(await table.getByRole('columnheader').allTextContents());
  expect(csv).toContain(`\r\n${run.code},1,1,20,5000,1200,`);

  await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'יבולים', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'טבלת היבולים' }).getByRole('columnheader').first(),
  ).toHaveText('מחזור');
});
