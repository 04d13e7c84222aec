import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { adminHeaders, created, ensureStrain, siteZone, strainAndHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { addDays, shownDay, siteDay } from './support/site-days.ts';

// Feeding and plant protection as people use them (DESIGN 25, issue 39): staff keep a pesticide and a
// recipe, a grower feeds a flower room from a phone offline, staff treat it, the harvest inside the
// pre-harvest interval is refused and overridden, and the run counts it all.

const PHONE = { width: 390, height: 844 };
const GROWER = { email: 'feeding-grower@e2e.test', password: 'feeding-grower-password' };
const STRAIN = { slug: 'feeding-lime', name: 'Feeding Lime' };
const LITRES_PER_GALLON = 3.785411784;
const DAY_MS = 86_400_000;

interface FeedRow {
  entryId: string;
  volume: number;
  volumeUnit: string;
  litres: number;
  recipeName: string | null;
  items: { productId: string; dose: number; unit: string }[];
  ecIn: number;
  phIn: number;
  by: { login: string } | null;
}

interface StoredRun {
  _id: string;
  code: string;
  groups: { _id: string; stage: string }[];
  feeds: FeedRow[];
  scouting: unknown[];
  treatments: { at: string; productName: string; harvestFrom: string | null; reEntryUntil: string | null }[];
  harvests: unknown[];
  feedingTotals: {
    feeds: number;
    litres: number;
    treatments: number;
    products: { productName: string; amount: number; unit: string }[];
  };
}

/** A wall-clock time on the site's clock, as the re-entry chip writes it (16:40). */
const siteClock = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(at),
  );

/** A number as English screens write it, to at most `decimals` places. */
const shown = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: decimals }).format(value);

/** A Mantine select: open it by its label, then choose the option. */
async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** RFC 4180 as the server writes it: a byte order mark, quoted cells, CRLF line ends. */
function csvLines(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      line.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && body[i + 1] === '\n') {
      lines.push([...line, cell]);
      line = [];
      cell = '';
      i += 1;
    } else {
      cell += char;
    }
  }
  return lines;
}

const savedBytes = async (download: Download) => readFile(await download.path());

test.describe.serial('a flower room fed, treated and harvested', () => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const nutrient = { id: '', name: `Grow Base ${stamp}` };
  const pesticide = `Thripstop ${stamp}`;
  const recipe = `Bloom week 1 ${stamp}`;
  const flowerRoom = { id: '', name: `Feed Flower ${stamp}` };
  const dryRoom = `Feed Dry ${stamp}`;
  let run = { id: '', groupId: '' };
  let timeZone = 'UTC';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      await ensureStrain(request, STRAIN.slug, STRAIN.name);
      await ensurePlainUser(request, GROWER);
      const headers = await adminHeaders(request);
      timeZone = await siteZone(request);
      const strain = (await (await request.get(`/api/strains/${STRAIN.slug}`)).json()) as { _id: string };
      // The recipe's product comes ready: the journey keeps the pesticide and the recipe itself.
      nutrient.id = (
        await created<{ _id: string }>(
          await request.post('/api/products', { headers, data: { name: nutrient.name, kind: 'nutrient' } }),
        )
      )._id;
      flowerRoom.id = (
        await created<{ _id: string }>(
          await request.post('/api/rooms', { headers, data: { name: flowerRoom.name, kind: 'flower' } }),
        )
      )._id;
      await created(await request.post('/api/rooms', { headers, data: { name: dryRoom, kind: 'dry' } }));
      // Flowering since two days ago: day 3 of flower, whose recipe is week 1's.
      const made = await created<StoredRun>(
        await request.post('/api/runs', {
          headers,
          data: {
            startedAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
            groups: [{ strainId: strain._id, plantCount: 16, roomId: flowerRoom.id, stage: 'flower' }],
          },
        }),
      );
      run = { id: made._id, groupId: made.groups[0]!._id };
    } finally {
      await request.dispose();
    }
  });

  test('staff add a pesticide and a flower week-1 recipe; a plain user reads both without a write button', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/feeding');
    await expect(page.getByRole('heading', { level: 1, name: 'Feeding' })).toBeVisible();

    await page.getByRole('button', { name: 'New product' }).click();
    const productForm = page.getByRole('dialog', { name: 'New product' });
    await productForm.getByRole('textbox', { name: 'Name' }).fill(pesticide);
    await productForm.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Pesticide' });
    await productForm.getByRole('textbox', { name: 'Active ingredient (optional)' }).fill('Spinosad');
    await productForm.getByRole('textbox', { name: 'Re-entry interval (hours)' }).fill('12');
    await productForm.getByRole('textbox', { name: 'Pre-harvest interval (days)' }).fill('7');
    await productForm.getByRole('button', { name: 'Save' }).click();
    await expect(productForm).toBeHidden();
    const products = page.getByRole('table', { name: 'Products' });
    const row = products.getByRole('row').filter({ hasText: pesticide });
    await expect(row.getByRole('cell').first()).toHaveText(pesticide);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Pesticide');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Spinosad');
    await expect(row.getByRole('cell').nth(3)).toHaveText('12');
    await expect(row.getByRole('cell').nth(4)).toHaveText('7');

    await page.getByRole('tab', { name: 'Recipes' }).click();
    await page.getByRole('button', { name: 'New recipe' }).click();
    const recipeForm = page.getByRole('dialog', { name: 'New recipe' });
    await recipeForm.getByRole('textbox', { name: 'Name' }).fill(recipe);
    await recipeForm.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Flower' });
    await recipeForm.getByRole('textbox', { name: 'Week of the stage' }).fill('1');
    await recipeForm.getByRole('button', { name: 'Add a product' }).click();
    await recipeForm.getByRole('combobox', { name: 'Product 1' }).selectOption({ label: nutrient.name });
    await recipeForm.getByRole('textbox', { name: 'Dose 1' }).fill('2');
    await recipeForm.getByRole('combobox', { name: 'Unit 1' }).selectOption({ label: 'ml/L' });
    await recipeForm.getByRole('textbox', { name: 'Target EC (mS/cm, optional)' }).fill('1.8');
    await recipeForm.getByRole('textbox', { name: 'Target pH (optional)' }).fill('6');
    await recipeForm.getByRole('button', { name: 'Save' }).click();
    await expect(recipeForm).toBeHidden();
    const card = page
      .getByRole('region', { name: 'Flower', exact: true })
      .getByRole('region', { name: 'Week 1', exact: true })
      .getByRole('article', { name: recipe });
    await expect(card.getByRole('table', { name: `Products of ${recipe}` })).toContainText(
      `${nutrient.name}2 ml/L`,
    );
    await expect(card).toContainText('1.8 mS/cm');

    await logOut(page);
    await logIn(page, GROWER.email, GROWER.password);
    await page.goto('/feeding');
    await expect(page.getByText('Only staff change products and recipes.')).toBeVisible();
    await expect(products.getByRole('row').filter({ hasText: pesticide })).toContainText('Spinosad');
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Recipes' }).click();
    await expect(page.getByRole('article', { name: recipe })).toContainText(`${nutrient.name}2 ml/L`);
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  });

  test("a plain user feeds the room offline from the group's phone page; back online it is sent once", async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize(PHONE);
    await logIn(page, GROWER.email, GROWER.password);
    await page.goto(`/runs/${run.id}/groups/${run.groupId}`);
    await expect(page.getByRole('heading', { level: 1, name: STRAIN.name })).toBeVisible();
    const actions = page.getByRole('region', { name: 'Quick actions' });
    await expect(actions.getByRole('button', { name: 'Scout' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Treat' })).toHaveCount(0);

    await actions.getByRole('button', { name: 'Feed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a feed' });
    // Day 3 of flower: week 1's recipe is offered, its doses filled in to change as given.
    await expect(dialog.getByText(`Suggested for Flower week 1: ${recipe}`)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Recipe' })).toHaveValue(
      `${recipe} · Flower week 1 (suggested)`,
    );
    await expect(dialog.getByRole('combobox', { name: 'Product 1' })).toHaveValue(nutrient.name);
    await expect(dialog.getByRole('textbox', { name: 'Dose 1' })).toHaveValue('2');

    // The network drops in the grow room while the form is filled.
    await context.setOffline(true);
    await dialog.getByRole('textbox', { name: 'Volume given to the room' }).fill('2.5');
    await choose(dialog, page, 'Unit', 'gal');
    await dialog.getByRole('textbox', { name: 'EC given (mS/cm)' }).fill('1.8');
    await dialog.getByRole('textbox', { name: 'pH given' }).fill('6.1');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Record feed' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('The feed is saved on this phone and will be sent when the network is back.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pending: 1' }).click();
    const waiting = page.getByTestId('queued-write');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Room feed');
    await expect(waiting).toContainText(`${flowerRoom.name}: 2.5 gal`);
    await page.keyboard.press('Escape');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The API's own connection is not the phone's: nothing reached the server yet.
    const headers = await adminHeaders(request);
    const before = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    expect(before.feeds).toHaveLength(0);

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /^Pending: / })).toHaveCount(0);
    const stored = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    expect(stored.feeds).toHaveLength(1);
    const [feed] = stored.feeds;
    expect(feed).toMatchObject({
      volume: 2.5,
      volumeUnit: 'gal',
      recipeName: recipe,
      items: [{ productId: nutrient.id, dose: 2, unit: 'ml/L' }],
      ecIn: 1.8,
      phIn: 6.1,
      by: { login: GROWER.email },
    });
    expect(Math.abs(feed!.litres - 2.5 * LITRES_PER_GALLON)).toBeLessThan(1e-9);
    expect(stored.feedingTotals.feeds).toBe(1);
  });

  test('staff treat the room: re-entry runs, and its harvest is refused inside the pre-harvest interval until overridden', async ({
    page,
    request,
  }) => {
    await logInAsAdmin(page);
    await page.goto(`/rooms/${flowerRoom.id}`);
    await expect(page.getByRole('heading', { level: 1, name: flowerRoom.name })).toBeVisible();
    await page.getByRole('button', { name: 'Treat', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a treatment' });
    await choose(dialog, page, 'Product', pesticide);
    const intervals = dialog.getByRole('status');
    await expect(intervals).toContainText('Re-entry interval (hours): 12.');
    await expect(intervals).toContainText('Pre-harvest interval (days): 7.');
    await dialog.getByRole('textbox', { name: 'Dose' }).fill('30');
    await choose(dialog, page, 'Unit', 'g');
    await dialog.getByRole('textbox', { name: 'Target' }).fill('Thrips');
    await dialog.getByRole('button', { name: 'Record treatment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Treatment recorded.')).toBeVisible();

    const headers = await adminHeaders(request);
    const stored = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    expect(stored.treatments).toHaveLength(1);
    const [treatment] = stored.treatments;
    const harvestFrom = addDays(siteDay(Date.parse(treatment!.at), timeZone), 7);
    expect(treatment).toMatchObject({ productName: pesticide, harvestFrom });
    const reEntryUntil = treatment!.reEntryUntil!;
    expect(Date.parse(reEntryUntil) - Date.parse(treatment!.at)).toBe(12 * 3_600_000);
    // The room's chip (its hint is its title): the time alone today, with the date on another site day.
    const chip = page.getByTitle('A treatment was applied here: nobody enters the room before this time.');
    await expect(chip).toHaveText(new RegExp(`^Re-entry until (.+, )?${siteClock(reEntryUntil, timeZone)}$`));
    const entries = page.getByRole('region', { name: 'Feeding and plant protection' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(`${pesticide} · 30 g`);
    await expect(entries.first()).toContainText(`Harvest from ${shownDay(harvestFrom)}`);
    await expect(entries.nth(1)).toContainText('2.5 gal');

    await page.goto(`/runs/${run.id}`);
    const group = page.getByRole('group', { name: `Actions for ${STRAIN.name} in ${flowerRoom.name}` });
    await group.getByRole('button', { name: 'Harvest' }).click();
    const harvest = page.getByRole('dialog', { name: 'Harvest the group' });
    await choose(harvest, page, 'Room to dry in', dryRoom);
    await harvest.getByRole('button', { name: 'Harvest', exact: true }).click();
    const warning = harvest.getByRole('alert');
    await expect(warning).toContainText('Inside a pre-harvest interval');
    await expect(warning).toContainText(
      `These plants were treated with ${pesticide}: they may be harvested from ${shownDay(harvestFrom)}.`,
    );
    const refused = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    expect(refused.harvests).toHaveLength(0);

    await warning.getByRole('button', { name: 'Harvest anyway' }).click();
    await expect(harvest).toBeHidden();
    const card = page
      .getByRole('region', { name: 'Harvests' })
      .getByRole('article', { name: new RegExp(`^${STRAIN.name} · `) });
    await expect(card).toContainText('Plants: 16');
    const harvested = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    expect(harvested.harvests).toHaveLength(1);
  });

  test("the run's section totals the feed and the treatment, and downloads its CSV and treatments PDF", async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request);
    const stored = (await (await request.get(`/api/runs/${run.id}`, { headers })).json()) as StoredRun;
    const litres = 2.5 * LITRES_PER_GALLON;
    expect(stored.feedingTotals).toMatchObject({ feeds: 1, treatments: 1 });
    expect(Math.abs(stored.feedingTotals.litres - litres)).toBeLessThan(1e-9);

    await logInAsAdmin(page);
    await page.goto(`/runs/${run.id}`);
    const section = page.getByRole('region', { name: 'Feeding and plant protection' });
    const totals = section.getByLabel('Feeding totals');
    await expect(totals).toContainText(`Feeds1`);
    await expect(totals).toContainText(`Water given${shown(litres, 2)} L`);
    await expect(totals).toContainText(`Treatments1`);
    // 2 ml/L in the feed's litres, and the 30 g the room got (its one group's whole share).
    await expect(section.getByRole('list', { name: 'Products given' }).getByRole('listitem')).toHaveText([
      `${nutrient.name}: ${shown(2 * litres, 1)} ml`,
      `${pesticide}: 30 g`,
    ]);

    const csvSaved = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download CSV' }).click();
    const csv = csvLines((await savedBytes(await csvSaved)).toString('utf8'));
    const [header, ...rows] = csv;
    expect(header).toContain('Entry');
    expect(rows).toHaveLength(stored.feeds.length + stored.scouting.length + stored.treatments.length);
    expect(rows.map((cells) => cells[0])).toEqual(['feed', 'treatment']);
    const litresColumn = header!.indexOf('Litres');
    const summed = rows.reduce((sum, cells) => sum + Number(cells[litresColumn] || 0), 0);
    expect(Math.abs(summed - stored.feedingTotals.litres)).toBeLessThan(1e-9);

    const pdfAnswer = page.waitForResponse((response) => response.url().includes('/treatments.pdf'));
    const pdfSaved = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Treatments PDF' }).click();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    expect(new URL(answer.url()).searchParams.get('lang')).toBe('en');
    expect((await savedBytes(await pdfSaved)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Read in Hebrew, the PDF is asked for in Hebrew.
    await useLanguage(page, 'he');
    const hebrewAnswer = page.waitForResponse((response) => response.url().includes('/treatments.pdf'));
    const hebrewSaved = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'הזנה והגנת הצומח' })
      .getByRole('button', { name: 'PDF של הטיפולים' })
      .click();
    const hebrew = await hebrewAnswer;
    expect(hebrew.headers()['content-type']).toContain('application/pdf');
    expect(new URL(hebrew.url()).searchParams.get('lang')).toBe('he');
    expect((await savedBytes(await hebrewSaved)).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

/** The words the axe journey clicks, in each language it reads. */
const WORDS = {
  en: {
    recipes: 'Recipes',
    entries: 'Feeding and plant protection',
    feed: 'Feed',
    feedTitle: 'Record a feed',
    recipe: 'Recipe',
  },
  he: {
    recipes: 'מתכונים',
    entries: 'הזנה והגנת הצומח',
    feed: 'הזנה',
    feedTitle: 'רישום הזנה',
    recipe: 'מתכון',
  },
} as const;

test.describe('accessibility of feeding', () => {
  const stamp = `${Date.now().toString(36).toUpperCase()}A`;
  let roomId = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const { headers, strain } = await strainAndHeaders(request, STRAIN);
      const base = await created<{ _id: string }>(
        await request.post('/api/products', {
          headers,
          data: { name: `Axe Base ${stamp}`, kind: 'nutrient' },
        }),
      );
      const spray = await created<{ _id: string }>(
        await request.post('/api/products', {
          headers,
          data: { name: `Axe Spray ${stamp}`, kind: 'pesticide', reEntryHours: 4, preHarvestDays: 3 },
        }),
      );
      await created(
        await request.post('/api/recipes', {
          headers,
          data: {
            name: `Axe veg week 2 ${stamp}`,
            stage: 'veg',
            week: 2,
            items: [{ productId: base._id, dose: 1.5, unit: 'ml/L' }],
            targetEc: 1.4,
            targetPh: 6,
          },
        }),
      );
      roomId = (
        await created<{ _id: string }>(
          await request.post('/api/rooms', { headers, data: { name: `Axe Veg ${stamp}`, kind: 'veg' } }),
        )
      )._id;
      // Day 10 of veg: week 2, whose recipe the feed dialog suggests.
      await created(
        await request.post('/api/runs', {
          headers,
          data: {
            startedAt: new Date(Date.now() - 9 * DAY_MS).toISOString(),
            groups: [{ strainId: strain._id, plantCount: 12, roomId, stage: 'veg' }],
          },
        }),
      );
      await created(
        await request.post(`/api/rooms/${roomId}/feeds`, {
          headers,
          data: { volume: 20, volumeUnit: 'L', recipeId: null, items: [], ecIn: 1.4, phIn: 6 },
        }),
      );
      await created(
        await request.post(`/api/rooms/${roomId}/scouting`, {
          headers,
          data: { pest: 'Fungus gnats', kind: 'insect', severity: 1, where: 'North bench' },
        }),
      );
      await created(
        await request.post(`/api/rooms/${roomId}/treatments`, {
          headers,
          data: { productId: spray._id, dose: 2, unit: 'ml/L', volume: 5, volumeUnit: 'L', method: 'spray' },
        }),
      );
    } finally {
      await request.dispose();
    }
  });

  for (const language of ['en', 'he'] as const) {
    test(`/feeding, a room's page with its entries and the feed dialog on a phone have no serious or critical axe violation in ${language}`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const words = WORDS[language];
      await logInAsAdmin(page);
      await page.goto('/feeding');
      await useLanguage(page, language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'he' ? 'rtl' : 'ltr');
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await seriousViolations(page), `/feeding products in ${language}`).toEqual([]);
      await page.getByRole('tab', { name: words.recipes }).click();
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page), `/feeding recipes in ${language}`).toEqual([]);

      await page.goto(`/rooms/${roomId}`);
      const entries = page.getByRole('region', { name: words.entries }).getByRole('listitem');
      await expect(entries).toHaveCount(3);
      expect(await seriousViolations(page), `room page in ${language}`).toEqual([]);

      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: words.feed, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: words.feedTitle });
      await expect(dialog.getByRole('combobox', { name: words.recipe, exact: true })).toHaveValue(
        new RegExp(`^Axe veg week 2 ${stamp}`),
      );
      expect(await seriousViolations(page), `feed dialog at 390 px in ${language}`).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
