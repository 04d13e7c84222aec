import { expect, type Page } from '@playwright/test';

/** Switches the app to `language` as a person's saved choice does, and waits for the page to speak it. */
export async function useLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}
