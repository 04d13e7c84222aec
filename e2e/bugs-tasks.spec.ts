import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, logInAsAdmin, logOut, storedToken, watchCspViolations } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { seriousViolations } from './support/axe.ts';

interface Credentials {
  email: string;
  password: string;
}

/** The admin adds a plain user through the API and logs out; each journey has its own user. */
async function addGrower(page: Page, name: string): Promise<Credentials> {
  const grower = { email: `${name}-${Date.now()}@e2e.test`, password: 'grower-password-1' };
  await logInAsAdmin(page);
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const response = await page.request.post('/api/admin/users', {
    headers,
    data: { ...grower, role: 'user' },
  });
  expect(response.status()).toBe(201);
  await logOut(page);
  return grower;
}

/** The status badge is the card's first badge (the 'new' mark comes after it). */
const statusBadge = (card: Locator) => card.locator('.mantine-Badge-label').first();

const pins = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('pinnedBugs') ?? '[]'));

test('without a token, /bugs and /tasks send the visitor to the login page; the navbar shows both', async ({
  page,
}) => {
  await page.goto('/bugs');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/tasks');
  await expect(page).toHaveURL(/\/login/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Bugs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Tasks' })).toBeVisible();
});

test('a user reports and pins a bug, an admin makes it urgent, the user closes it and the pin goes', async ({
  page,
}) => {
  const csp = watchCspViolations(page);
  const grower = await addGrower(page, 'reporter');
  await logIn(page, grower.email, grower.password);
  await page.goto('/bugs');

  // A blank description is refused without a call.
  await page.getByRole('button', { name: 'Report bug' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  const description = `Irrigation pump in room 3 hums but does not pump ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'Details' }).fill('Started after the power cut this morning.');
  // One photo: chosen, passed through the editor, kept until the bug exists, then sent with it.
  const report = page.getByRole('region', { name: 'Report a bug' });
  await report.locator('input[type=file]:not([capture])').setInputFiles(await photoFile());
  await page.getByRole('dialog', { name: 'Edit photo' }).getByRole('button', { name: 'Upload' }).click();
  await expect(report.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Report bug' }).click();
  const card = page.getByRole('article', { name: description });
  await expect(card).toBeVisible();
  await expect(report.getByRole('img', { name: 'Photo 1' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Show details' }).click();
  await card.getByRole('button', { name: 'Open photo 1' }).click();
  await expect(page.getByRole('dialog').getByRole('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await card.getByRole('button', { name: 'Hide details' }).click();
  await expect(card.getByText('new', { exact: true })).toBeVisible();
  await expect(statusBadge(card)).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  await card.getByRole('button', { name: 'Pin' }).click();
  await expect(page.getByRole('region', { name: 'Pinned' }).getByRole('article')).toHaveCount(1);
  expect(await pins(page)).toHaveLength(1);
  await logOut(page);

  await logInAsAdmin(page);
  await page.goto('/bugs');
  const adminCard = page.getByRole('article', { name: description });
  await adminCard.getByRole('button', { name: 'Show details' }).click();
  await adminCard.getByRole('combobox', { name: 'Change status' }).selectOption('urgent');
  await expect(statusBadge(adminCard)).toHaveText('Urgent');
  await adminCard.getByRole('textbox', { name: 'Add a comment' }).fill('On it, parts ordered.');
  await adminCard.getByRole('button', { name: 'Comment' }).click();
  await expect(adminCard.getByText('On it, parts ordered.')).toBeVisible();
  await logOut(page);

  await logIn(page, grower.email, grower.password);
  await page.goto('/bugs');
  const pinned = page.getByRole('region', { name: 'Pinned' }).getByRole('article', { name: description });
  await expect(statusBadge(pinned)).toHaveText('Urgent');
  await expect(pinned).toContainText('On it, parts ordered.');
  await pinned.getByRole('button', { name: 'Show details' }).click();
  await pinned.getByRole('button', { name: 'Close bug' }).click();
  await expect(page.getByRole('article', { name: description })).toHaveCount(0);
  expect(await pins(page)).toEqual([]);

  await page.getByRole('switch', { name: 'Show closed bugs' }).check({ force: true });
  await expect(statusBadge(page.getByRole('article', { name: description }))).toHaveText('Closed');
  expect(csp).toEqual([]);
});

test('a task is added, marked done and shows in the completed list', async ({ page }) => {
  const grower = await addGrower(page, 'tasker');
  await logIn(page, grower.email, grower.password);
  await page.goto('/tasks');
  const description = `Refill CO2 bottle ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('textbox', { name: 'First comment (optional)' }).fill('The spare is in the shed.');
  const form = page.getByRole('region', { name: 'Add a task' });
  await form.locator('input[type=file][multiple]').setInputFiles(await photoFile());
  await page.getByRole('dialog', { name: 'Edit photo' }).getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add task' }).click();
  const card = page.getByRole('article', { name: description });
  await expect(card.getByText('The spare is in the shed.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Open photo 1' })).toBeVisible();

  await card.getByRole('button', { name: 'Mark done' }).click();
  await expect(page.getByRole('article', { name: description })).toHaveCount(0);
  await page.getByRole('button', { name: /Show completed tasks \(\d+\)/ }).click();
  const done = page.getByRole('article', { name: description });
  await expect(done.locator('.mantine-Badge-label')).toHaveText('Done');
  await expect(done).toContainText('Completed');
});

async function photoFile() {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  return { name: 'pump.png', mimeType: 'image/png', buffer };
}

/** A bug in every open status and a task in every status, so every badge colour is checked at once. */
async function seed(page: Page): Promise<void> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  for (const status of ['open', 'urgent', 'very_urgent', 'in_progress']) {
    const bug = await page.request.post('/api/bugs', {
      headers,
      data: { description: `Light timer drifts (${status})`, details: 'Seen twice.' },
    });
    const { _id: bugId } = (await bug.json()) as { _id: string };
    await page.request.patch(`/api/bugs/${bugId}/status`, { headers, data: { status } });
    await page.request.post(`/api/bugs/${bugId}/comments`, {
      headers,
      data: { text: 'Checking the relay.' },
    });
  }
  for (const status of ['in_progress', 'needs', 'done', 'rejected']) {
    const task = await page.request.post('/api/tasks', {
      headers,
      data: { description: `Calibrate pH meter (${status})`, comment: 'Buffer 7' },
    });
    const { _id: taskId } = (await task.json()) as { _id: string };
    await page.request.patch(`/api/tasks/${taskId}/status`, { headers, data: { status } });
  }
}

test.describe('accessibility of /bugs and /tasks', () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    // A page made here does not get the config's `use` options, so pass the base URL on.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await logInAsAdmin(page);
    await seed(page);
    await context.close();
  });

  for (const language of ['en', 'he'] as const) {
    test(`/bugs has no serious or critical axe violation in ${language}`, async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto('/bugs');
      await useLanguage(page, language);
      const card = page.getByRole('article').first();
      await card.getByRole('button', { expanded: false }).click();
      await expect(card.locator('textarea')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/bugs-${language}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/bugs-${language}-phone.png`, fullPage: true });
    });

    test(`/tasks has no serious or critical axe violation in ${language}`, async ({ page }) => {
      await logInAsAdmin(page);
      await page.goto('/tasks');
      await useLanguage(page, language);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.getByRole('button', { expanded: false }).last().click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/tasks-${language}.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `test-results/tasks-${language}-phone.png`, fullPage: true });
    });
  }
});
