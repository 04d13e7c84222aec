import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { logIn, logInAsAdmin, storedToken } from './support/session.ts';
import { useLanguage } from './support/language.ts';

const PHONE_AGENT = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
let counter = 0;

/** A fresh plain user for one journey, so sessions and tokens of other journeys never show up. */
async function newMember(request: APIRequestContext) {
  counter += 1;
  const member = { email: `sessions-${Date.now()}-${counter}@e2e.test`, password: 'sessions-password-1' };
  const response = await request.post('/api/admin/users', {
    headers: await adminHeaders(request),
    data: { ...member, role: 'user' },
  });
  expect(response.status()).toBe(201);
  return member;
}

test('ending a session from one browser sends the other one to the login page', async ({
  browser,
  request,
}) => {
  const member = await newMember(request);
  const desk = await browser.newContext();
  const phone = await browser.newContext({ userAgent: PHONE_AGENT });
  try {
    const deskPage = await desk.newPage();
    const phonePage = await phone.newPage();
    await logIn(phonePage, member.email, member.password);
    // The phone's first call records its device.
    await phonePage.goto('/account/security');
    await expect(phonePage.getByRole('list', { name: 'Your sessions' })).toBeVisible();

    await logIn(deskPage, member.email, member.password);
    await deskPage.goto('/account/security');
    const sessions = deskPage.getByRole('list', { name: 'Your sessions' });
    const phoneItem = sessions.getByRole('listitem', { name: 'Firefox on Android' });
    await expect(phoneItem).toBeVisible();
    await expect(phoneItem).not.toContainText('This device');
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);

    await deskPage.getByRole('button', { name: 'End the session on Firefox on Android' }).click();
    await expect(phoneItem).toHaveCount(0);

    await phonePage.goto('/devices');
    await expect(phonePage).toHaveURL(/\/login/);
    // The desk stays signed in.
    await deskPage.reload();
    await expect(deskPage.getByRole('list', { name: 'Your sessions' })).toBeVisible();
    await expect(deskPage).toHaveURL(/\/account\/security/);
  } finally {
    await desk.close();
    await phone.close();
  }
});

test('a read token made on the security page works for a script until it is revoked', async ({
  page,
  request,
}) => {
  const member = await newMember(request);
  await logIn(page, member.email, member.password);
  await page.goto('/account/security');
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByRole('textbox', { name: /Name/ }).fill('Nightly export');
  await tokens.getByRole('combobox', { name: 'Access' }).selectOption('read');
  await tokens.getByRole('button', { name: 'Create token' }).click();
  const shown = tokens.getByLabel('New API token');
  await expect(shown).toHaveText(/^cnp_[A-Za-z0-9_-]{43}$/);
  const token = (await shown.textContent()) ?? '';
  await expect(tokens.getByRole('status')).toContainText(`Bearer ${token}`);

  // As a script would: no browser, only the token.
  const authorization = `Bearer ${token}`;
  const read = await request.get('/api/devices/active', { headers: { authorization } });
  expect(read.status()).toBe(200);
  const write = await request.post('/api/bugs', {
    headers: { authorization },
    data: { description: 'Sent by a read-only script' },
  });
  expect(write.status()).toBe(403);
  expect(await write.json()).toMatchObject({ code: 'auth.token_scope' });

  await tokens.getByRole('button', { name: 'Revoke Nightly export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog).toBeHidden();
  await expect(tokens.getByRole('listitem', { name: 'Nightly export' })).toHaveCount(0);
  const after = await request.get('/api/devices/active', { headers: { authorization } });
  expect(after.status()).toBe(401);
});

for (const language of ['en', 'he'] as const) {
  test(`/account/security and /admin/tokens have no serious or critical axe violation in ${language}`, async ({
    page,
    request,
  }) => {
    await logInAsAdmin(page);
    const created = await request.post('/api/me/tokens', {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      data: { name: `Axe ${language}`, scope: 'write', expiresInDays: 30 },
    });
    expect(created.status()).toBe(201);

    await page.goto('/account/security');
    await useLanguage(page, language);
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(`Axe ${language}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/admin/tokens');
    await expect(page.getByRole('table')).toContainText(`Axe ${language}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
