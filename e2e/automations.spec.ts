import { expect, test } from '@playwright/test';
import { automationsPageEn } from '../apps/web/src/i18n/locales/automations/page/en.ts';
import { adminHeaders } from './support/api.ts';
import { climateDeviceId, ensurePlainUser } from './support/devices.ts';
import { logIn, logInAsAdmin, logOut } from './support/session.ts';

// Issue 41 (DESIGN 24) as staff and a grower meet it: the admin writes a metric automation on the
// simulator's Flower_Room_A controller, reads its sentence as the form is filled in, saves it and finds it
// listed; a plain user reads the same list without any of the write buttons, at phone width too.

const T = automationsPageEn;
const MEMBER = { email: 'automations-member@e2e.test', password: 'automations-member-password' };

test('an admin creates a metric automation with its sentence; a plain user reads the list, 390 px', async ({
  page,
  request,
}) => {
  await ensurePlainUser(request, MEMBER);
  const name = `Cool Flower A ${Date.now().toString(36)}`;

  await logInAsAdmin(page);
  await page.goto('/automations');
  await expect(page.getByRole('heading', { level: 1, name: T.title })).toBeVisible();
  await page.getByRole('button', { name: T.add }).click();
  const dialog = page.getByRole('dialog', { name: T.form.newTitle });
  await dialog.getByLabel(T.form.name).fill(name);

  const trigger = dialog.getByRole('group', { name: T.form.trigger });
  await trigger.getByLabel(T.form.metric).selectOption('temperature');
  await expect(
    trigger.getByLabel(T.form.device).getByRole('option', { name: 'Flower Room A' }),
  ).toBeAttached();
  await trigger.getByLabel(T.form.device).selectOption({ label: 'Flower Room A' });
  await trigger.getByLabel(T.form.value).fill('29');
  await trigger.getByLabel(T.form.forMinutes).fill('10');

  const action = dialog.getByRole('group', { name: T.form.actionN.replace('{{n}}', '1') });
  await action.getByLabel(T.form.device).selectOption({ label: 'Flower Room A' });
  await action.getByLabel(T.form.socket).selectOption('2');
  await action.getByLabel(T.form.socketState).selectOption('on');

  // The server's sentence names the device, the limit and the wait.
  const sentence = dialog.getByRole('status').filter({ hasText: /29/ });
  await expect(sentence).toContainText('Flower Room A');
  await expect(sentence).toContainText('10');
  const said = (await sentence.textContent()) ?? '';

  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('list', { name: T.listLabel }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(said);
  await expect(card).toContainText(T.neverRun);
  await expect(card.getByRole('switch')).toBeChecked();

  await logOut(page);
  await logIn(page, MEMBER.email, MEMBER.password);
  await page.goto('/automations');
  const listed = page
    .getByRole('list', { name: T.listLabel })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(listed).toContainText(said);
  await expect(page.getByRole('button', { name: T.add })).toHaveCount(0);
  await expect(listed.getByRole('button')).toHaveCount(0);
  await expect(listed.getByRole('switch')).toHaveCount(0);

  // Its runs page, then the list at phone width: cards, no sideways scroll.
  await listed.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(T.noRuns)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/automations');
  await expect(
    page.getByRole('list', { name: T.listLabel }).getByRole('listitem').filter({ hasText: name }),
  ).toBeVisible();
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways).toBe(false);
});

test('the form previews an automation over the last days of stored readings, without acting', async ({
  page,
  request,
}) => {
  // Arranged off: the journey previews it, it never acts on the simulator.
  const name = `Warm Flower A ${Date.now().toString(36)}`;
  const deviceId = await climateDeviceId(request, 'Flower_Room_A');
  const created = await request.post('/api/automations', {
    headers: await adminHeaders(request),
    data: {
      name,
      enabled: false,
      trigger: { type: 'metric', deviceId, metric: 'temperature', op: 'above', value: 0, forMinutes: 0 },
      actions: [{ type: 'command', deviceId, functionName: 'toggleSocket', arg: '2,on' }],
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await logInAsAdmin(page);
  await page.goto('/automations');
  await page.getByRole('button', { name: T.editOf.replace('{{name}}', name) }).click();
  const dialog = page.getByRole('dialog', { name: T.form.editTitle });
  const preview = dialog.getByRole('group', { name: T.preview.title });
  await preview.getByRole('textbox', { name: T.preview.days }).fill('2');
  await preview.getByRole('button', { name: T.preview.run.replace('{{days}}', '2') }).click();

  // A count line and the watched reading over the two days; a firing each is listed when history crosses.
  const status = preview.getByRole('status');
  await expect(status).toHaveText(
    new RegExp(`^(${T.preview.none}|${T.preview.count.replace('{{count}}', '\\d+')})$`),
  );
  const chart = T.preview.chart.replace('{{metric}}', 'Temperature (°C)').replace('{{days}}', '2');
  await expect(preview.getByRole('img', { name: chart })).toBeVisible();
  const firings = preview.getByRole('list', { name: T.preview.firings });
  if ((await status.textContent()) === T.preview.none) await expect(firings).toHaveCount(0);
  else await expect(firings.getByRole('listitem').first()).toBeVisible();

  // Nothing was sent or recorded: the automation still has no runs.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const card = page.getByRole('list', { name: T.listLabel }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(T.neverRun);
});
