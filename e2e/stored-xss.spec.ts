import { expect, test, type Page } from '@playwright/test';
import { adminHeaders } from './support/api.ts';
import { logInAsAdmin, watchCspViolations } from './support/session.ts';

/*
 * Stored XSS: records whose text is markup, rendered by the real app in Chromium. Nothing may run
 * (no dialog, no CSP violation, which would mean something tried) and no element may be injected:
 * the markup must show as the text it is.
 */
const MARK = 'xss-probe';
const payload = (where: string) =>
  `${MARK}-${where} <img src=x onerror=alert(1)><script>alert(2)</script>"><svg onload=alert(3)></svg>`;

test('markup stored in news, strains, cuttings, diaries, bugs and tasks renders as text and runs nothing', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const post = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
    return (await response.json()) as { _id: string; slug?: string };
  };
  await post('/api/news', { title: payload('news-title'), body: payload('news-body') });
  const strain = await post('/api/admin/strains', {
    name: payload('strain-name'),
    slug: 'xss-strain',
    genetics: payload('strain-genetics'),
    description: payload('strain-description'),
  });
  await post(`/api/admin/strains/${strain._id}/diary`, { note: payload('strain-diary') });
  const cutting = await post('/api/admin/cuttings', {
    code: 'XSS-001',
    strainId: strain._id,
    name: payload('cutting-name'),
    status: payload('cutting-status'),
    location: payload('cutting-location'),
  });
  await post(`/api/admin/cuttings/${cutting._id}/diary`, { note: payload('cutting-diary') });
  const bug = await post('/api/bugs', { description: payload('bug'), details: payload('bug-details') });
  await post(`/api/bugs/${bug._id}/comments`, { text: payload('bug-comment') });
  const task = await post('/api/tasks', { description: payload('task') });
  await post(`/api/tasks/${task._id}/comments`, { text: payload('task-comment') });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const violations = watchCspViolations(page);
  await logInAsAdmin(page);

  const visits: [string, string][] = [
    ['/news', 'news-title'],
    ['/strains', 'strain-name'],
    ['/strain/xss-strain', 'strain-diary'],
    ['/cuttings', 'cutting-name'],
    [`/cutting/${cutting._id}`, 'cutting-diary'],
    ['/bugs', 'bug'],
    ['/tasks', 'task'],
  ];
  for (const [path, where] of visits) {
    await page.goto(path);
    await expect(page.getByText(`${MARK}-${where} <img`, { exact: false }).first()).toBeVisible();
    await expectNothingInjected(page);
  }
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
});

async function expectNothingInjected(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  const injectedScripts = await page
    .locator('script')
    .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.includes('alert(')).length);
  expect(injectedScripts).toBe(0);
}
