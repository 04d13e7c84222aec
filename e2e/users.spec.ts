import { expect, test, type Page } from '@playwright/test';
import { logIn, logInAsAdmin, logOut, storedToken, watchCspViolations } from './support/session.ts';

const member = { email: `member-${Date.now()}@e2e.test`, password: 'member-password-1' };
const temp = { email: `temp-${Date.now()}@e2e.test`, password: 'temporary-password' };

async function addUser(page: Page, user: { email: string; password: string }) {
  const form = page.getByRole('region', { name: 'Add a user' });
  await form.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('article', { name: user.email })).toBeVisible();
}

test('without a token, /users sends the visitor to the login page', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login/);
});

test('the login form needs both fields and says "Login failed" for a wrong password', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(loginCalls).toBe(0);
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@e2e.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  expect(loginCalls).toBe(1);
});

test('an admin adds, edits and deletes users; a plain user is refused', async ({ page }) => {
  const csp = watchCspViolations(page);
  await logInAsAdmin(page);
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await addUser(page, member);
  await addUser(page, temp);

  // Edit the member: role to superuser and a new password, then back to user.
  const card = page.getByRole('article', { name: member.email });
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByRole('combobox', { name: 'Role' }).selectOption('superuser');
  await card.getByRole('textbox', { name: 'New password' }).fill('member-password-2');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Superuser', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByRole('combobox', { name: 'Role' }).selectOption('user');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Superuser', { exact: true })).toHaveCount(0);

  // Delete the temporary user.
  const tempCard = page.getByRole('article', { name: temp.email });
  await tempCard.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(page.getByRole('article', { name: temp.email })).toHaveCount(0);

  await logOut(page);

  // The member logs in with the new password and has no rights on /users.
  await logIn(page, member.email, 'member-password-2');
  await page.goto('/users');
  await expect(page.getByText("You don't have rights to manage users")).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/admin/users', { headers })).status()).toBe(403);
  expect(
    (
      await page.request.post('/api/admin/users', {
        headers,
        data: { email: 'x@e2e.test', password: 'long-enough-1' },
      })
    ).status(),
  ).toBe(403);
  expect((await page.request.delete('/api/admin/users/anything', { headers })).status()).toBe(403);
  expect(csp).toEqual([]);
});
