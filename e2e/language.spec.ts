import { expect, test } from '@playwright/test';
import { LANGUAGE_BUTTON } from './support/session.ts';

const languages = [
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'uk', name: 'Українська', dir: 'ltr' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
] as const;

test('the language switcher offers five languages with flags; the choice survives a reload', async ({
  page,
}) => {
  await page.goto('/login');
  for (const language of languages) {
    await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
    const option = page.getByRole('menuitem', { name: language.name });
    await expect(option.locator('img')).toBeVisible();
    await option.click();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  }
});

test('Hebrew turns the whole layout right-to-left', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  await page.getByRole('menuitem', { name: 'עברית' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const direction = await page.locator('main').evaluate((element) => getComputedStyle(element).direction);
  expect(direction).toBe('rtl');
  await page.screenshot({ path: 'test-results/login-he.png', fullPage: true });
  await page.getByRole('button', { name: LANGUAGE_BUTTON }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
