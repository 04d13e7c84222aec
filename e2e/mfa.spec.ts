import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { logIn, logOut } from './support/session.ts';
import { useLanguage } from './support/language.ts';

const grower = { email: `mfa-${Date.now()}@e2e.test`, password: 'mfa-grower-password' };

/**
 * The app's code for the time `offsetSeconds` from now. Enrolling uses up the current step's code (a code
 * is good once), so the next login sends the next step's, which the server accepts as well.
 */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** The password step of an account with two-factor login on: the card then asks for the code. */
async function passwordStep(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(grower.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(grower.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor login' })).toBeVisible();
}

test('a grower turns on two-factor login, then logs in with a code and with a recovery code', async ({
  page,
  request,
}) => {
  const created = await request.post('/api/admin/users', {
    headers: await adminHeaders(request),
    data: { ...grower, role: 'user' },
  });
  expect(created.status()).toBe(201);

  await logIn(page, grower.email, grower.password);
  await page.goto('/account/security');
  const panel = page.getByRole('region', { name: 'Two-factor login' });
  await expect(panel.getByText('Two-factor login is off.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await useLanguage(page, 'he');
  await expect(page.getByRole('region', { name: 'כניסה דו־שלבית' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await useLanguage(page, 'en');

  // Turn on: the secret behind the QR code, a code computed from it, then the recovery codes.
  const setupAnswer = page.waitForResponse('**/api/me/mfa/setup');
  await panel.getByRole('button', { name: 'Turn on' }).click();
  const { secret } = (await (await setupAnswer).json()) as { secret: string };
  await expect(panel.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(panel.getByText(secret.slice(0, 4), { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('textbox', { name: /Code from the app/ }).fill(await codeAt(secret));
  await panel.getByRole('button', { name: 'Turn on' }).click();

  const list = panel.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(await seriousViolations(page)).toEqual([]);
  await panel.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel.getByText('Two-factor login is on.')).toBeVisible();
  await expect(panel.getByText('Recovery codes left: 10')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await logOut(page);

  // With a code from the app.
  await passwordStep(page);
  expect(await page.evaluate(() => localStorage.getItem('canopy.token'))).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Code' }).fill(await codeAt(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await logOut(page);

  // With a recovery code, which then is used up.
  for (const attempt of ['first', 'again'] as const) {
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    if (attempt === 'again') {
      await expect(page.getByRole('alert')).toHaveText(/The code is not right, or it was already used/);
      break;
    }
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/account/security');
    await expect(page.getByText('Recovery codes left: 9')).toBeVisible();
    await logOut(page);
  }
});
