import { expect, test } from '@playwright/test';
import { SECURITY_HEADERS } from '../apps/server/src/http/security-headers.ts';
import { seriousViolations } from './support/axe.ts';

interface CspWindow {
  cspViolations: string[];
}

/*
 * The browsable reference: drawn in real Chromium from /api/docs by our own script and styles, under the
 * server's unchanged CSP. Nothing may be blocked, fail or come from another origin.
 */
test('/api/reference renders every operation under the strict CSP, with nothing from elsewhere', async ({
  page,
  request,
  baseURL,
}) => {
  const doc = (await (await request.get('/api/docs')).json()) as { paths: Record<string, object> };
  const operationCount = Object.values(doc.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL ?? '')) foreign.push(sent.url());
  });
  // Installed by the browser before any page script, so it hears every violation the page causes.
  await page.addInitScript(() => {
    const record = window as unknown as CspWindow;
    record.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      record.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });

  const response = await page.goto('/api/reference');
  expect(response?.headers()['content-security-policy']).toBe(SECURITY_HEADERS['content-security-policy']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Canopy API .* reference/);
  await expect(page.locator('article.operation')).toHaveCount(operationCount);

  const listStrains = page.locator('#op-listStrains');
  await expect(listStrains.getByRole('heading', { level: 3 })).toHaveText('GET /api/strains');
  await expect(listStrains).toContainText('List strains');
  const me = page.locator('#op-getCurrentUser');
  await expect(me).toContainText('401 (Unauthorized)');
  await expect(me).toContainText('Bearer token');

  expect(await page.evaluate(() => (window as unknown as CspWindow).cspViolations)).toEqual([]);
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test('/api/reference is usable from the keyboard: skip link, filter, and links that move focus', async ({
  page,
}) => {
  await page.goto('/api/reference');
  await expect(page.locator('#op-listNews')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the operations' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  await page.getByLabel('Filter operations').focus();
  await page.keyboard.type('strain diary');
  await expect(page.locator('#op-listNews')).toBeHidden();
  await expect(page.locator('#op-addStrainDiaryEntry')).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.locator('#toc a:visible').first()).toBeFocused();
  const target = await page.locator('#toc a:visible').first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page.locator(target ?? '#missing')).toBeFocused();
});

test('/api/reference has no serious or critical axe violation', async ({ page }) => {
  // axe walks every element: on the whole page (thousands) that takes minutes on a busy machine. Every
  // operation is drawn by the same code, so the strain operations, one of them opened, stand for all.
  test.setTimeout(120_000);
  await page.goto('/api/reference');
  await page.getByLabel('Filter operations').fill('strain');
  const createStrain = page.locator('#op-createStrain');
  for (const summary of await createStrain.locator('details > summary').all()) await summary.click();
  await expect(createStrain.locator('ul.fields').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
