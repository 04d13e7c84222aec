import { expect, test } from '@playwright/test';
import { ensureNews, ensureStrain } from './support/api.ts';
import { climateDeviceId } from './support/devices.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { seriousViolations } from './support/axe.ts';

for (const language of ['en', 'he'] as const) {
  test(`/login has no serious or critical axe violation in ${language}`, async ({ page }) => {
    await page.goto('/login');
    await useLanguage(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`/users has no serious or critical axe violation in ${language}`, async ({ page }) => {
    await logInAsAdmin(page);
    await page.goto('/users');
    await useLanguage(page, language);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/users-${language}.png`, fullPage: true });
  });
}

const RECORD_PAGES = [
  { path: '/news', login: false },
  { path: '/strains', login: false },
  { path: '/strain/axe-haze', login: false },
  { path: '/strain/axe-haze', login: true },
  { path: '/strains-admin', login: true },
  { path: '/news-admin', login: true },
];

test.describe('strain and news pages', () => {
  test.beforeAll(async ({ request }) => {
    await ensureStrain(request, 'axe-haze', 'Axe Haze');
    await ensureNews(request, 'Axe news');
  });

  for (const language of ['en', 'he'] as const) {
    for (const { path, login } of RECORD_PAGES) {
      const who = login ? 'an admin' : 'a visitor';
      test(`${path} has no serious or critical axe violation for ${who} in ${language}`, async ({ page }) => {
        if (login) await logInAsAdmin(page);
        await page.goto(path);
        await useLanguage(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        const name = `${path.slice(1).replace(/\//g, '-')}-${login ? 'admin' : 'visitor'}-${language}`;
        await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
      });
    }
  }
});

/** The login-only routes, each inside the app shell (top bar, side navigation, account menu). */
const SHELL_ROUTES = [
  '/',
  '/devices',
  '/devices/particle',
  '/devices/compare',
  '/cuttings',
  '/cuttings-admin',
  '/bugs',
  '/tasks',
  '/alerts',
  '/alerts/rules',
  '/account/notifications',
  '/account/security',
  '/admin/webhooks',
  '/admin/tokens',
  '/audit',
  '/trash',
];

for (const language of ['en', 'he'] as const) {
  test(`every login-only route, in the shell, has no serious or critical axe violation in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const device = await climateDeviceId(request, 'Veg_Room');
    await logInAsAdmin(page);
    await useLanguage(page, language);
    const problems: string[] = [];
    for (const path of [...SHELL_ROUTES, `/device/${device}`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Loading|טוען/)).toHaveCount(0);
      problems.push(...(await seriousViolations(page)).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
}
