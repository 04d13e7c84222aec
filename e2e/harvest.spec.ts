import { expect, test, type Locator, type Page } from '@playwright/test';
import { created, strainAndHeaders } from './support/api.ts';
import { logInAsAdmin } from './support/session.ts';

// A flowering group harvested, weighed in pounds from a phone, closed, a wet weight refused and overridden,
// a quality note: one journey (DESIGN section 21).
test.setTimeout(120_000);

const STRAIN = { slug: 'harvest-lemon', name: 'Harvest Lemon' };

/** A Mantine select: open it by its label, then choose the option. */
async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Taps a star of a criterion: Mantine's Rating listens on the star's picture, the radio's label. */
async function rate(dialog: Locator, page: Page, criterion: string, stars: number): Promise<void> {
  const radio = dialog.getByRole('radiogroup', { name: criterion }).getByLabel(`${stars} of 5`);
  await page.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
}

test('staff harvest a flowering group, weigh it in pounds from a phone, close it; an admin overrides; a quality note', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const flowerRoom = `Bloom ${stamp}`;
  const dryRoom = `Drying ${stamp}`;
  const flower = await created<{ _id: string }>(
    await request.post('/api/rooms', { headers, data: { name: flowerRoom, kind: 'flower' } }),
  );
  await created(await request.post('/api/rooms', { headers, data: { name: dryRoom, kind: 'dry' } }));
  const run = await created<{ _id: string }>(
    await request.post('/api/runs', {
      headers,
      data: {
        startedAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
        groups: [{ strainId: strain._id, plantCount: 24, roomId: flower._id, stage: 'flower' }],
      },
    }),
  );

  await logInAsAdmin(page);
  await page.goto(`/runs/${run._id}`);
  const actions = page.getByRole('group', { name: `Actions for ${STRAIN.name} in ${flowerRoom}` });
  await actions.getByRole('button', { name: 'Harvest' }).click();
  const harvest = page.getByRole('dialog', { name: 'Harvest the group' });
  await expect(harvest.getByRole('textbox', { name: /Plants harvested/ })).toHaveValue('24');
  await choose(harvest, page, 'Room to dry in', dryRoom);
  await expect(harvest.getByRole('status')).toHaveText(`All 24 plants go to dry in ${dryRoom}.`);
  await harvest.getByRole('button', { name: 'Harvest' }).click();
  await expect(harvest).toBeHidden();
  const harvests = page.getByRole('region', { name: 'Harvests' });
  const card = harvests.getByRole('article', { name: new RegExp(`^${STRAIN.name} · `) });
  await expect(card).toContainText('Plants: 24');
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  // On a phone in the drying room: a pound on the scale reads 1 lb as entered, 453.59 g in the admin's unit.
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole('button', { name: 'Add weighing' }).click();
  let weigh = page.getByRole('dialog', { name: 'Add a weighing' });
  await expect(weigh.getByRole('combobox', { name: 'What was weighed' })).toHaveValue('Wet');
  await weigh.getByRole('textbox', { name: 'Weight' }).fill('1');
  await choose(weigh, page, 'Unit', 'lb');
  await weigh.getByRole('button', { name: 'Add weighing' }).click();
  await expect(weigh).toBeHidden();
  const weighings = card.getByRole('region', { name: 'Weighings' });
  await expect(weighings.getByRole('listitem')).toContainText('Wet: 1 lb (453.59 g)');
  await expect(card.getByLabel('Totals')).toContainText('453.59 g');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Closed once the dry weight is final: the run's last harvest, so the run is harvested.
  await card.getByRole('button', { name: 'Close harvest' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close this harvest?' });
  await expect(confirm).toContainText('wet weights can no longer be added');
  await confirm.getByRole('button', { name: 'Close harvest' }).click();
  await expect(confirm).toBeHidden();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByText('Harvested', { exact: true })).toBeVisible();

  // A wet weight after the close is refused, until the admin ticks the override.
  await card.getByRole('button', { name: 'Add weighing' }).click();
  weigh = page.getByRole('dialog', { name: 'Add a weighing' });
  await expect(weigh.getByText('The harvest is closed: wet weights can no longer be added.')).toBeVisible();
  await choose(weigh, page, 'What was weighed', 'Wet');
  await weigh.getByRole('textbox', { name: 'Weight' }).fill('200');
  await weigh.getByRole('button', { name: 'Add weighing' }).click();
  await expect(weigh.getByText('This harvest is closed: its wet weight can no longer change.')).toBeVisible();
  await weigh.getByRole('checkbox', { name: 'Add anyway (override)' }).check();
  await weigh.getByRole('button', { name: 'Add weighing' }).click();
  await expect(weigh).toBeHidden();
  await expect(weighings.getByRole('listitem').nth(1)).toContainText('Wet: 200 g');
  await expect(weighings.getByRole('listitem').nth(1)).toContainText('Override');

  // A quality note on the site's default criteria.
  await card.getByRole('button', { name: 'Add quality note' }).click();
  const note = page.getByRole('dialog', { name: 'Add a quality note' });
  await rate(note, page, 'Aroma', 4);
  await rate(note, page, 'Trichomes', 5);
  await note.getByRole('textbox', { name: 'Note' }).fill('Lemon peel, sticky.');
  await note.getByRole('button', { name: 'Add note' }).click();
  await expect(note).toBeHidden();
  const notes = card.getByRole('region', { name: 'Quality notes' });
  await expect(notes).toContainText('Aroma: 4 of 5 · Trichomes: 5 of 5');
  await expect(notes).toContainText('Lemon peel, sticky.');
});
