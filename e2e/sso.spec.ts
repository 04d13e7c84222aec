import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { startSsoInstance, type SsoInstance } from './support/sso-instance.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/sso-shots';

// Single sign-on needs a server started with OIDC_*: a second Canopy of its own, so the journeys that
// share the main one keep its password login, accounts and data.
let sso: SsoInstance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  sso = await startSsoInstance({
    name: 'Test IdP',
    accounts: {
      alice: { email: 'alice@sso.e2e.test', email_verified: true, groups: ['canopy-admins'] },
      bob: { email: 'bob@sso.e2e.test', email_verified: true, groups: ['canopy-growers'] },
      mallory: { email: 'mallory@sso.e2e.test', email_verified: true, groups: ['contractors'] },
    },
    oidcEnv: {
      OIDC_ALLOWED_GROUPS: 'canopy-admins,canopy-growers',
      OIDC_ADMIN_GROUPS: 'canopy-admins',
    },
  });
});

test.afterAll(async () => {
  await sso?.stop();
});

async function openLogin(page: Page, language: string, path = '/login'): Promise<void> {
  await page.goto(`${sso.baseUrl}${path}`);
  await page.evaluate((code) => localStorage.setItem('canopy.language', code), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The provider's own login page: one field and a button, on another origin. */
async function logInAtProvider(page: Page, username: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${sso.provider.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Test IdP' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function shoot(page: Page, name: string, viewport: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(viewport);
  await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true });
}

test('an admin by group signs in with the provider from the keyboard and lands on the page asked for', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openLogin(page, 'en', '/users');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fusers$/);
  const button = page.getByRole('link', { name: /^Sign in with \u2068?Test IdP\u2069?$/ });
  await expect(button).toBeVisible();
  await expect(page.getByText('or', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await shoot(page, 'login-en', PHONE);
  await shoot(page, 'login-en', DESKTOP);
  expect(await seriousViolations(page)).toEqual([]);

  // Reached with Tab, its focus ring shown, followed with Enter.
  for (let step = 0; step < 20 && !(await button.evaluate((el) => el === document.activeElement)); step++) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.screenshot({ path: `${SHOTS}/login-en-focus-1280.png` });
  await page.keyboard.press('Enter');

  await logInAtProvider(page, 'alice');
  await expect(page).toHaveURL(`${sso.baseUrl}/users`);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('alice@sso.e2e.test (you)')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('group', { name: 'Admin panel' })).toBeVisible();
  // The one-time code is gone from the address (/login/sso was replaced, first without it, then by /users).
  expect(await page.evaluate(() => window.location.hash)).toBe('');
  await page.screenshot({ path: `${SHOTS}/signed-in-admin-1280.png` });
});

test('a person outside the allowed groups is back on the login page with the reason, in Hebrew', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openLogin(page, 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('textbox', { name: 'דוא"ל' })).toBeVisible();
  await shoot(page, 'login-he', PHONE);
  await shoot(page, 'login-he', DESKTOP);

  await page.getByRole('link', { name: /^כניסה עם \u2068?Test IdP\u2069?$/ }).click();
  await logInAtProvider(page, 'mallory');

  await expect(page).toHaveURL(`${sso.baseUrl}/login?sso=auth.oidc_not_allowed`);
  await expect(page.getByRole('alert')).toHaveText(
    /^החשבון שלכם ב־\u2068?Test IdP\u2069? אינו בקבוצה שמורשית להשתמש ב־Canopy\. פנו למנהל המערכת\.$/,
  );
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('canopy.token'))).toBeNull();
  await shoot(page, 'refused-he', PHONE);
  await shoot(page, 'refused-he', DESKTOP);
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing was made for them: the admin's user list knows only the emergency admin.
  const login = await page.request.post(`${sso.baseUrl}/api/auth/login`, {
    data: { email: 'admin@sso.e2e.test', password: 'sso-e2e-admin-password' },
  });
  const { token } = (await login.json()) as { token: string };
  const users = await page.request.get(`${sso.baseUrl}/api/admin/users`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await users.json())).not.toContain('mallory');
});

test('a plain user by group is signed in without any administration', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openLogin(page, 'en');
  await page.getByRole('link', { name: /Sign in with/ }).click();
  await logInAtProvider(page, 'bob');

  await expect(page).toHaveURL(`${sso.baseUrl}/`);
  await page.goto(`${sso.baseUrl}/tasks`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('group', { name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('group', { name: 'Admin panel' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await page.goto(`${sso.baseUrl}/users`);
  await expect(page.getByText("You don't have rights to manage users")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/signed-in-user-1280.png` });
});

test.describe('with OIDC_ONLY', () => {
  let ssoOnly: SsoInstance;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ssoOnly = await startSsoInstance({
      name: 'Test IdP',
      accounts: { alice: { email: 'alice@sso.e2e.test', email_verified: true, groups: ['canopy-admins'] } },
      oidcEnv: { OIDC_ADMIN_GROUPS: 'canopy-admins', OIDC_ONLY: '1' },
    });
  });

  test.afterAll(async () => {
    await ssoOnly?.stop();
  });

  test('the login page offers the provider, and the password form only behind the emergency admin login', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${ssoOnly.baseUrl}/login`);
    await expect(page.getByRole('link', { name: /^Sign in with \u2068?Test IdP\u2069?$/ })).toBeVisible();
    const disclosure = page.getByRole('button', { name: 'Emergency admin login' });
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await shoot(page, 'login-only-en', PHONE);
    await shoot(page, 'login-only-en', DESKTOP);

    await disclosure.click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@sso.e2e.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sso-e2e-admin-password');
    await shoot(page, 'login-only-open-en', DESKTOP);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${ssoOnly.baseUrl}/`);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account' })).toBeVisible();
  });
});
