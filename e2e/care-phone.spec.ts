import { expect, test, type Locator } from '@playwright/test';
import { carePageEn } from '../apps/web/src/i18n/locales/care/page/en.ts';
import { carePageHe } from '../apps/web/src/i18n/locales/care/page/he.ts';
import { carePageRu } from '../apps/web/src/i18n/locales/care/page/ru.ts';
import { created, strainAndHeaders } from './support/api.ts';
import { logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';

// A room's Feed, Scout and Treat dialogs on a 390 px phone (DESIGN 25, issue 39): every field, the
// doses' rows, the severity's four choices and a product's intervals stay inside the dialog, whose
// every line fits the screen, in English, Hebrew (right to left) and Russian (the longest words).

const PHONE = { width: 390, height: 844 };
const STRAIN = { slug: 'care-phone-lime', name: 'Care Phone Lime' };
const DAY_MS = 86_400_000;

/** The words the journey clicks: each language's care texts, as the app shows them. */
const CARE = { en: carePageEn, he: carePageHe, ru: carePageRu } as const;

/**
 * How far anything in the dialog reaches past it sideways (px; 0 or less fits): each element's box
 * against the dialog's, each scrolling box's content against its width, and the dialog against the screen.
 */
const overflowOf = (dialog: Locator) =>
  dialog.evaluate((content) => {
    const box = content.getBoundingClientRect();
    let worst = Math.max(box.right - window.innerWidth, -box.left);
    const offenders: string[] = [];
    for (const element of [content, ...content.querySelectorAll<HTMLElement>('*')]) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const past = Math.max(
        rect.right - box.right,
        box.left - rect.left,
        // A field's own text scrolls inside it (a long product's name in its select): that is no overflow.
        !(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
          element.scrollWidth - element.clientWidth > 1 &&
          getComputedStyle(element).overflowX !== 'visible'
          ? element.scrollWidth - element.clientWidth
          : 0,
      );
      if (past > 0.5) offenders.push(`${element.tagName}.${element.className}: ${past.toFixed(1)}`);
      worst = Math.max(worst, past);
    }
    return { worst: Math.round(worst * 10) / 10, offenders: offenders.slice(0, 5) };
  });

async function expectFits(dialog: Locator, what: string): Promise<void> {
  const { worst, offenders } = await overflowOf(dialog);
  expect(worst, `${what}: ${offenders.join('; ')}`).toBeLessThanOrEqual(0.5);
}

test.describe('care dialogs on a phone', () => {
  const stamp = Date.now().toString(36).toUpperCase();
  const pesticide = `Potassium bicarbonate against powdery mildew ${stamp}`;
  let roomId = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const { headers, strain } = await strainAndHeaders(request, STRAIN);
      const product = async (name: string, kind: string, intervals = {}) =>
        (
          await created<{ _id: string }>(
            await request.post('/api/products', { headers, data: { name, kind, ...intervals } }),
          )
        )._id;
      // Long names, as real products have: the dose rows and the selects must still fit.
      const items = [
        { productId: await product(`Grow Base Part A two-part mineral ${stamp}`, 'nutrient'), dose: 2.5 },
        { productId: await product(`Grow Base Part B two-part mineral ${stamp}`, 'nutrient'), dose: 2.5 },
        { productId: await product(`Calcium magnesium supplement ${stamp}`, 'additive'), dose: 0.75 },
      ].map((item) => ({ ...item, unit: 'ml/L' }));
      await product(pesticide, 'pesticide', { reEntryHours: 4, preHarvestDays: 14 });
      await created(
        await request.post('/api/recipes', {
          headers,
          data: { name: `Flower week 1 heavy feed ${stamp}`, stage: 'flower', week: 1, items, targetEc: 1.8 },
        }),
      );
      roomId = (
        await created<{ _id: string }>(
          await request.post('/api/rooms', {
            headers,
            data: { name: `Flower Room North with a long name ${stamp}`, kind: 'flower' },
          }),
        )
      )._id;
      await created(
        await request.post('/api/runs', {
          headers,
          data: {
            startedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
            groups: [{ strainId: strain._id, plantCount: 20, roomId, stage: 'flower' }],
          },
        }),
      );
    } finally {
      await request.dispose();
    }
  });

  for (const language of ['en', 'he', 'ru'] as const) {
    test(`Feed, Scout and Treat fit a 390 px screen in ${language}`, async ({ page }) => {
      test.setTimeout(90_000);
      const care = CARE[language];
      await page.setViewportSize(PHONE);
      await logInAsAdmin(page);
      await page.goto(`/rooms/${roomId}`);
      await useLanguage(page, language);

      await page.getByRole('button', { name: care.actions.feed, exact: true }).click();
      const feed = page.getByRole('dialog', { name: care.feed.title });
      // The suggested recipe's three doses, and a fourth row added.
      await expect(feed.getByRole('button', { name: care.feed.addItem })).toBeVisible();
      await expect(feed.locator('input[name="items.2.dose"]')).toHaveValue('0.75');
      await feed.getByRole('button', { name: care.feed.addItem }).click();
      await expect(feed.locator('input[name="items.3.dose"]')).toBeVisible();
      await expectFits(feed, `feed in ${language}`);
      await page.keyboard.press('Escape');
      await expect(feed).toBeHidden();

      await page.getByRole('button', { name: care.actions.scout, exact: true }).click();
      const scout = page.getByRole('dialog', { name: care.scout.title });
      await expect(scout.getByRole('radio')).toHaveCount(4);
      await expectFits(scout, `scouting in ${language}`);
      await page.keyboard.press('Escape');
      await expect(scout).toBeHidden();

      await page.getByRole('button', { name: care.actions.treat, exact: true }).click();
      const treat = page.getByRole('dialog', { name: care.treat.title });
      await treat.getByRole('combobox', { name: care.treat.product, exact: true }).click();
      await page.getByRole('option', { name: pesticide, exact: true }).click();
      await expect(treat.getByRole('status')).toBeVisible();
      await expectFits(treat, `treatment in ${language}`);
    });
  }
});
