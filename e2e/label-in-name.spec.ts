import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, ensureNews, ensureStrain } from './support/api.ts';
import { climateDeviceId } from './support/devices.ts';
import { logInAsAdmin } from './support/session.ts';

const ROUTES = [
  '/',
  '/news',
  '/news-admin',
  '/devices',
  '/strains',
  '/strain/label-kush',
  '/strains-admin',
  '/cuttings',
  '/cuttings-admin',
  '/bugs',
  '/tasks',
  '/users',
  '/alerts',
  '/alerts/rules',
  '/account/notifications',
];

/**
 * Every visible button and link whose accessible name does not contain its visible text (WCAG 2.5.3, label
 * in name): a voice-control user says what they see.
 */
function nameWithoutLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]'),
    ];
    return controls
      .filter((control) => control.getClientRects().length > 0 && control.hasAttribute('aria-label'))
      .map((control) => ({
        visible: squash(control.innerText),
        name: squash(control.getAttribute('aria-label')!),
      }))
      .filter(({ visible, name }) => visible !== '' && !name.includes(visible))
      .map(({ visible, name }) => `shows "${visible}", named "${name}"`);
  });
}

test.beforeAll(async ({ request }) => {
  await ensureStrain(request, 'label-kush', 'Label Kush');
  await ensureNews(request, 'Label news');
  const headers = await adminHeaders(request);
  const strain = (await (await request.get('/api/strains/label-kush')).json()) as { _id: string };
  await request.post('/api/admin/cuttings', {
    headers,
    data: { code: 'L-001', strainId: strain._id, status: 'rooting', location: 'Room 1' },
  });
});

for (const language of ['en', 'he'] as const) {
  test(`every button and link is named with its visible text, in ${language}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const device = await climateDeviceId(request, 'Veg_Room');
    await logInAsAdmin(page);
    await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
    const problems: string[] = [];
    for (const path of [...ROUTES, `/device/${device}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading|טוען/)).toHaveCount(0);
      problems.push(...(await nameWithoutLabel(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
