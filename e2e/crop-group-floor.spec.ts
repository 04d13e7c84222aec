import { expect, test, type Page } from '@playwright/test';
import { created, strainAndHeaders } from './support/api.ts';
import { logInAsAdmin } from './support/session.ts';

// The grow-room floor: a group's label opened on a phone, a loss recorded without network.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const STRAIN = { slug: 'floor-lemon', name: 'Floor Lemon' };

/** The page is controlled by the service worker (it serves the shell and the cached reads offline). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test("offline, a loss from a group's phone page waits, then is counted once when the network is back", async ({
  page,
  context,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const room = await created<{ _id: string }>(
    await request.post('/api/rooms', { headers, data: { name: `Floor Room ${stamp}`, kind: 'veg' } }),
  );
  const run = await created<{ _id: string; code: string; groups: { _id: string }[] }>(
    await request.post('/api/runs', {
      headers,
      data: {
        // Started a while ago: the loss form dates a loss to the minute, never before the group's last event.
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
        groups: [{ strainId: strain._id, plantCount: 20, roomId: room._id, stage: 'veg' }],
      },
    }),
  );
  const groupPage = `/runs/${run._id}/groups/${run.groups[0]!._id}`;

  await logInAsAdmin(page);
  await waitForServiceWorker(page);
  await page.goto(groupPage);
  await expect(page.getByRole('heading', { level: 1, name: STRAIN.name })).toBeVisible();
  await expect(page.getByText('Plants: 20')).toBeVisible();
  await expect(page.getByRole('link', { name: `Run ${run.code}` })).toBeVisible();
  const actions = page.getByRole('region', { name: 'Quick actions' });
  await expect(actions.getByRole('button', { name: 'Move' })).toBeVisible();

  await context.setOffline(true);
  await actions.getByRole('button', { name: 'Record loss' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a loss' });
  await dialog.getByRole('textbox', { name: 'Plants lost' }).fill('3');
  await dialog.getByRole('button', { name: 'Record loss' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('The loss is saved on this phone and will be sent when the network is back.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending: 1' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: /^Pending: / })).toHaveCount(0);
  await expect(page.getByText('Plants: 17')).toBeVisible();
  const stored = (await (await request.get(`/api/runs/${run._id}`, { headers })).json()) as {
    losses: { count: number }[];
    totals: { plantsNow: number };
  };
  expect(stored.losses.map((loss) => loss.count)).toEqual([3]);
  expect(stored.totals.plantsNow).toBe(17);
});
