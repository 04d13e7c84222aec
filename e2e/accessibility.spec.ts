import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './support/session.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

async function useLanguage(page: Page, language: 'en' | 'he') {
  await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

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
