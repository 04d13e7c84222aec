import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN } from './constants.ts';

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export const logInAsAdmin = (page: Page) => logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);

/** Opens the top bar's account menu (at every width) and chooses one of its items. */
export async function chooseFromAccountMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

export async function logOut(page: Page): Promise<void> {
  await chooseFromAccountMenu(page, 'Log out');
  await expect(page).toHaveURL(/\/login/);
}

/** The token the web app stored, for calling the API as the logged-in user. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('canopy.token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** Collects Content-Security-Policy violations the page reports. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The language switcher's name in each of the five languages. */
export const LANGUAGE_BUTTON = /^(Language|Язык|Мова|שפה|Idioma): /;
