import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureStrain } from './support/api.ts';
import { ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';

// Two rooms, a run, a split, a loss and an undo through the dialogs, as two people: a long journey.
test.setTimeout(150_000);

const STRAIN = { slug: 'crop-lemon', name: 'Crop Lemon' };
const MEMBER = { email: 'crop-member@e2e.test', password: 'crop-member-password' };
const VEG = 'E2E Veg Room';
const FLOWER = 'E2E Flower Room';

/** A Mantine select: open it by its label, then choose the option. */
async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The `datetime-local` value of `days` days ago in the browser's zone, as the date fields take it. */
const localDaysAgo = (page: Page, days: number) =>
  page.evaluate((d) => {
    const date = new Date(Date.now() - d * 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days);

async function newRoom(page: Page, name: string, kind: string, device?: string): Promise<void> {
  await page.getByRole('button', { name: 'New room' }).click();
  const dialog = page.getByRole('dialog', { name: 'New room' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(dialog, page, 'Kind', kind);
  await dialog.getByRole('textbox', { name: 'Area (m²)' }).fill('24');
  await dialog.getByRole('textbox', { name: 'Lights (W)' }).fill('1200');
  if (device) {
    await expect(
      dialog.getByText('Choosing a device that is in another room moves it to this room.'),
    ).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Devices' }).click();
    // A device already in a room says so ("Veg Room (now in …)"): choosing it moves it.
    await page.getByRole('option', { name: new RegExp(`^${device}`) }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

async function startRun(page: Page): Promise<void> {
  await page.goto('/runs');
  await page.getByRole('button', { name: 'New run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a run' });
  // Every stage's planned days start from the defaults.
  await expect(dialog.getByRole('textbox', { name: 'Flower' })).toHaveValue('63');
  const group = dialog.getByRole('group', { name: 'Group 1' });
  await choose(group, page, 'Strain', STRAIN.name);
  await group.getByRole('textbox', { name: 'Number of plants' }).fill('100');
  await choose(group, page, 'Room', VEG);
  await choose(group, page, 'Stage', 'Veg');
  // Bad input first: a start in the future is refused beside the field, and nothing typed is lost.
  const start = dialog.getByLabel('Start date and time');
  await start.fill(await localDaysAgo(page, -2));
  await dialog.getByRole('button', { name: 'New run' }).click();
  await expect(dialog.getByText('The date cannot be in the future.')).toBeVisible();
  await expect(group.getByRole('textbox', { name: 'Number of plants' })).toHaveValue('100');
  await start.fill(await localDaysAgo(page, 3));
  await dialog.getByRole('button', { name: 'New run' }).click();
  await expect(page).toHaveURL(/\/runs\/[^/]+$/);
}

test('staff run a crop from room to split, a plain user records a loss, the split is undone; English and Hebrew', async ({
  page,
  request,
}) => {
  await ensureStrain(request, STRAIN.slug, STRAIN.name);
  await ensurePlainUser(request, MEMBER);
  await logInAsAdmin(page);

  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
  await newRoom(page, VEG, 'Veg', 'Veg Room');
  await newRoom(page, FLOWER, 'Flower');
  const vegCard = page.getByRole('article', { name: VEG });
  await expect(vegCard.getByText('Veg', { exact: true })).toBeVisible();
  await expect(vegCard.getByText('24 m²')).toBeVisible();
  await expect(vegCard.getByRole('link', { name: 'Veg Room', exact: true })).toBeVisible();

  await startRun(page);
  const runUrl = page.url();
  const title = page.getByRole('heading', { level: 1, name: /^R-\d{4}-\d+/ });
  await expect(title).toBeVisible();
  const code = (await title.innerText()).split(' · ')[0]!;
  const timeline = page.getByRole('region', { name: 'Stage timeline' });
  await expect(timeline.getByText('Veg: 4 of 28 planned days (now)')).toBeVisible();
  // The room climate over the run, for its one group: what the veg room's controller measured, or (its
  // readings here only as old as this journey) a plain word that there is nothing yet.
  const climate = page.getByRole('region', { name: 'Room climate' });
  await expect(climate.getByRole('combobox', { name: 'Value' })).toHaveValue('temperature');
  await expect(
    climate
      .getByRole('img', { name: 'Temperature (°C)' })
      .or(
        climate.getByText("No climate controller in this group's rooms measured anything", { exact: false }),
      ),
  ).toBeVisible();

  // A split into the flower room, backdated to yesterday, with its preview of the counts.
  await page
    .getByRole('group', { name: `Actions for ${STRAIN.name} in ${VEG}` })
    .getByRole('button', { name: 'Split' })
    .click();
  const split = page.getByRole('dialog', { name: 'Split group' });
  await choose(split, page, 'To stage', 'Flower');
  await choose(split, page, 'To room', FLOWER);
  await split.getByRole('textbox', { name: 'Plants to move' }).fill('30');
  await split.getByLabel('Date and time').fill(await localDaysAgo(page, 1));
  await expect(split.getByRole('status')).toHaveText(`30 move to ${FLOWER} (Flower), 70 stay.`);
  await split.getByRole('button', { name: 'Split' }).click();
  await expect(split).toBeHidden();
  const groups = page.getByRole('region', { name: 'Plant groups' });
  await expect(groups.getByText('Plants: 70')).toBeVisible();
  await expect(groups.getByText('Plants: 30')).toBeVisible();
  await expect(groups.getByText('Flower day 2 of 63')).toBeVisible();
  await expect(timeline.getByText('Flower: 2 of 63 planned days (now)')).toBeVisible();

  // The device in the veg room names its room and the run and day of the plants there.
  await page.goto('/devices');
  // Other journeys put devices in rooms of their own: this is the group of the veg room's device.
  const context = page
    .getByRole('group', { name: 'Room and run' })
    .filter({ has: page.getByRole('link', { name: `Room ${VEG}` }) });
  await expect(context.getByRole('link', { name: `Room ${VEG}` })).toBeVisible();
  await expect(context.getByRole('link', { name: `Run ${code} · Veg day 4 of 28` })).toBeVisible();

  // A plain user records a loss, and sees no move, split or undo.
  await logOut(page);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto(runUrl);
  const parentActions = page.getByRole('group', { name: `Actions for ${STRAIN.name} in ${VEG}` });
  await expect(parentActions.getByRole('button', { name: 'Record loss' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Split' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo last move' })).toHaveCount(0);
  await parentActions.getByRole('button', { name: 'Record loss' }).click();
  const loss = page.getByRole('dialog', { name: 'Record a loss' });
  await loss.getByRole('textbox', { name: 'Plants lost' }).fill('2');
  await choose(loss, page, 'Reason', 'Pests');
  await expect(loss.getByRole('status')).toHaveText('2 lost, 68 left.');
  await loss.getByRole('button', { name: 'Record loss' }).click();
  await expect(loss).toBeHidden();
  await expect(page.getByText('Started with 100 plants, 98 now, 2 lost.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Losses' }).getByRole('listitem')).toContainText(
    'Crop Lemon, Pests (plants: 2)',
  );

  // Staff undo the split: the thirty plants fold back into the group.
  await logOut(page);
  await logInAsAdmin(page);
  await page.goto(runUrl);
  await page
    .getByRole('group', { name: `Actions for ${STRAIN.name} in ${VEG}` })
    .getByRole('button', { name: 'Undo last move' })
    .click();
  const undo = page.getByRole('dialog', { name: 'Undo the last move?' });
  await undo.getByRole('button', { name: 'Undo move' }).click();
  await expect(undo).toBeHidden();
  await expect(groups.getByText('Plants: 98')).toBeVisible();
  await expect(groups.getByText('Plants: 30')).toHaveCount(0);

  // The same run in Hebrew, right to left.
  await page.evaluate(() => localStorage.setItem('canopy.language', 'he'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    page.getByRole('region', { name: 'ציר השלבים' }).getByText('צמיחה: 4 מתוך 28 ימים מתוכננים (עכשיו)'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: `פעולות עבור ${STRAIN.name} ב${VEG}` })
      .getByRole('button', { name: 'רישום אובדן' }),
  ).toBeVisible();
  await page.goto('/rooms');
  await expect(page.getByRole('heading', { name: 'חדרים', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: VEG })
      .getByRole('link', { name: `מחזור ${code} · צמיחה יום 4 מתוך 28` }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('canopy.language', 'en'));
});
