import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { adminHeaders, created, siteZone, strainAndHeaders } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { ensurePlainUser } from './support/devices.ts';
import { E2E_ADMIN } from './support/constants.ts';
import { logIn, logInAsAdmin } from './support/session.ts';
import { useLanguage } from './support/language.ts';
import { addDays, shownDay, siteDay, todayClearOfMidnight } from './support/site-days.ts';

// Tasks of DESIGN 22 as people use them: planned with a repeat, ticked on a phone offline, scheduled on a
// run from a template; each journey arranges its own people, runs and tasks.

const GROWER = { email: 'tasks-grower@e2e.test', password: 'tasks-grower-password' };
const STRAIN = { slug: 'tasks-lime', name: 'Tasks Lime' };
const DAY_MS = 86_400_000;

interface Person {
  id: string;
  login: string;
  displayName: string | null;
}

interface StoredTask {
  _id: string;
  checklist: { _id: string; text: string; done: boolean; doneAt: string | null; doneBy: Person | null }[];
}

/** Someone tasks may be given to, by their login, with the name the screens give them. */
async function personOf(request: APIRequestContext, login: string): Promise<{ id: string; name: string }> {
  const headers = await adminHeaders(request);
  const people = (await (await request.get('/api/tasks/assignable', { headers })).json()) as Person[];
  const person = people.find((candidate) => candidate.login === login);
  if (!person) throw new Error(`${login} cannot be given tasks`);
  return { id: person.id, name: person.displayName || person.login };
}

/** A checklist's tick box by its item's text (the label holds it inside a bdi). */
const tickBox = (scope: Locator, text: string) => scope.getByRole('checkbox', { name: text, exact: true });

test('staff plan a weekly task for a grower with a checklist; done, its next occurrence is due a week on', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await ensurePlainUser(request, GROWER);
  const grower = await personOf(request, GROWER.email);
  const timeZone = await siteZone(request);
  const today = await todayClearOfMidnight(timeZone);
  // Weekly on today's weekday: done today, the next falls on the same weekday a week on.
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(
    Date.parse(`${today}T12:00:00Z`),
  );
  const description = `Clean the drippers ${stamp}`;

  await logInAsAdmin(page);
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Plan a task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a task' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('combobox', { name: 'Assignees' }).click();
  await page.getByRole('option', { name: grower.name }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).click();
  await dialog.getByLabel('Due day').fill(today);
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await dialog.getByRole('textbox', { name: 'Item 1' }).fill('Flush line A');
  await dialog.getByRole('button', { name: 'Add an item' }).click();
  await dialog.getByRole('textbox', { name: 'Item 2' }).fill('Flush line B');
  await dialog.getByRole('combobox', { name: 'Repeat' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  // A weekly task without a day is refused beside the field, without a call.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one day')).toBeVisible();
  // A chip's box is hidden behind its label, which takes the click.
  await dialog.getByRole('group', { name: 'On' }).getByText(weekday, { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: weekday })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByText('All tasks', { exact: true }).click();
  const card = page.getByRole('article', { name: description });
  await expect(card).toContainText('Due today');
  await expect(card).toContainText('Repeats');
  await expect(card).toContainText(`Assigned to ${grower.name}`);
  await expect(card).toContainText('0 of 2 done');

  await card.getByRole('button', { name: 'Mark done' }).click();
  // The one open task of that description is the next occurrence, a week on, its checklist unticked.
  await expect(card.filter({ hasText: 'Due today' })).toHaveCount(0);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`Due ${shownDay(addDays(today, 7))}`);
  await expect(card).toContainText('0 of 2 done');
  await expect(card).toContainText(`Assigned to ${grower.name}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a grower ticks a checklist item offline under My tasks; back online it is sent once', async ({
    page,
    context,
    request,
  }) => {
    const stamp = Date.now().toString(36).toUpperCase();
    await ensurePlainUser(request, GROWER);
    const headers = await adminHeaders(request);
    const grower = await personOf(request, GROWER.email);
    const today = await todayClearOfMidnight(await siteZone(request));
    const description = `Check the reservoir ${stamp}`;
    const task = await created<StoredTask>(
      await request.post('/api/tasks', {
        headers,
        data: { description, assigneeIds: [grower.id], dueAt: today, checklist: ['Read pH', 'Read EC'] },
      }),
    );
    const [ph] = task.checklist;

    await logIn(page, GROWER.email, GROWER.password);
    await page.goto('/tasks');
    const card = page.getByRole('region', { name: /^Today/ }).getByRole('article', { name: description });
    await expect(card).toContainText('Due today');
    await expect(card).toContainText('0 of 2 done');

    await context.setOffline(true);
    await tickBox(card, 'Read pH').check();
    await expect(card.getByText('Saved on this phone, sent when online')).toBeVisible();
    await expect(tickBox(card, 'Read pH')).toBeChecked();
    await expect(card).toContainText('1 of 2 done');
    await expect(page.getByRole('button', { name: 'Pending: 1' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /^Pending: / })).toHaveCount(0);
    await expect(card.getByText('Saved on this phone, sent when online')).toHaveCount(0);

    const stored = (await (await request.get(`/api/tasks/${task._id}`, { headers })).json()) as StoredTask;
    const item = stored.checklist.find((candidate) => candidate._id === ph!._id);
    expect(item).toMatchObject({ done: true, doneBy: { id: grower.id } });
    expect(item?.doneAt).toBeTruthy();
    expect(stored.checklist.find((candidate) => candidate.text === 'Read EC')?.done).toBe(false);
    // Sent once: one audited change of the item.
    const audit = (await (
      await request.get(`/api/audit?entity=task&entityId=${task._id}`, { headers })
    ).json()) as { items: { changes: Record<string, unknown> }[] };
    const ticks = audit.items.filter((entry) => `checklist.${ph!._id}.done` in entry.changes);
    expect(ticks).toHaveLength(1);

    await page.reload();
    const reloaded = page.getByRole('article', { name: description });
    await expect(tickBox(reloaded, 'Read pH')).toBeChecked();
    await expect(reloaded).toContainText(`ticked by ${grower.name}`);
    await expect(reloaded).toContainText('1 of 2 done');
  });
});

test('staff write a template with a flower step and apply it to a run: its task is due on that day of flower', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const { headers, strain } = await strainAndHeaders(request, STRAIN);
  const timeZone = await siteZone(request);
  const room = await created<{ _id: string }>(
    await request.post('/api/rooms', { headers, data: { name: `Tasks Flower ${stamp}`, kind: 'flower' } }),
  );
  // Flowering since two days ago: day 10 of flower is a week from tomorrow.
  const startedAt = Date.now() - 2 * DAY_MS;
  const run = await created<{ _id: string }>(
    await request.post('/api/runs', {
      headers,
      data: {
        startedAt: new Date(startedAt).toISOString(),
        groups: [{ strainId: strain._id, plantCount: 12, roomId: room._id, stage: 'flower' }],
      },
    }),
  );
  const name = `Flower SOP ${stamp}`;
  const title = `Defoliate ${stamp}`;

  await logInAsAdmin(page);
  await page.goto('/tasks');
  await page.getByRole('link', { name: 'Task templates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Task templates' })).toBeVisible();
  await page.getByRole('button', { name: 'New template' }).click();
  const dialog = page.getByRole('dialog', { name: 'New template' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const step = dialog.getByRole('group', { name: 'Step 1' });
  await step.getByRole('textbox', { name: 'Title' }).fill(title);
  await step.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Flower' });
  await step.getByRole('textbox', { name: 'Day of the stage' }).fill('10');
  await step.getByRole('textbox', { name: 'Checklist (optional)' }).fill('Lower third\nLollipop');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(name)).toBeVisible();

  await page.goto(`/runs/${run._id}`);
  const apply = page.getByRole('region', { name: 'Apply a template' });
  await apply.getByRole('combobox', { name: 'Template' }).selectOption({ label: name });
  await apply.getByRole('button', { name: 'Apply' }).click();
  await expect(apply.getByRole('status')).toContainText('Tasks scheduled: 1. Steps skipped: 0');
  await apply.getByRole('link', { name: "Show the run's tasks" }).click();

  const due = addDays(siteDay(startedAt, timeZone), 9);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText(`Due ${shownDay(due)}`);
  await expect(card).toContainText('From a template');
  await expect(card).toContainText('0 of 2 done');
});

test.describe('accessibility of planned tasks', () => {
  test.beforeAll(async ({ browser }, testInfo) => {
    // A page made here does not get the config's `use` options, so pass the base URL on.
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const { request } = context;
    const headers = await adminHeaders(request);
    const admin = await personOf(request, E2E_ADMIN.email);
    const today = await todayClearOfMidnight(await siteZone(request));
    const plans = [
      { description: 'Calibrate the pH pen', dueAt: addDays(today, -2), priority: 'high' },
      { description: 'Top up the reservoir', dueAt: today, checklist: ['Nutrients A', 'Nutrients B'] },
      { description: 'Change the carbon filter', dueAt: addDays(today, 3), requiresReview: true },
      {
        description: 'Wipe the fan blades',
        dueAt: today,
        recurrence: { freq: 'weekly', interval: 1, byWeekday: [1, 4], from: 'due', until: null },
      },
    ];
    for (const plan of plans) {
      await created(
        await request.post('/api/tasks', { headers, data: { ...plan, assigneeIds: [admin.id] } }),
      );
    }
    await created(
      await request.post('/api/task-templates', {
        headers,
        data: {
          name: 'Axe SOP',
          steps: [
            { title: 'Check runoff', stage: 'veg', dayOfStage: 3, checklist: ['EC', 'pH'] },
            { title: 'Flip lights', stage: 'flower', dayOfStage: 1, assignee: { role: 'admin' } },
          ],
        },
      }),
    );
    await context.close();
  });

  for (const language of ['en', 'he'] as const) {
    test(`My tasks, the month and /tasks/templates have no serious or critical axe violation in ${language}`, async ({
      page,
    }) => {
      await logInAsAdmin(page);
      await page.goto('/tasks');
      await useLanguage(page, language);
      await expect(page.getByRole('article').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/tasks?view=month');
      await expect(page.getByRole('table').or(page.getByRole('grid')).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      // On a phone a month's day is a count that opens its tasks, not their titles.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: /^Tasks on |^משימות ב/ }).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/tasks-month-${language}-phone.png`, fullPage: true });
      await page.goto('/tasks');
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.screenshot({ path: `test-results/tasks-mine-${language}-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });

      await page.goto('/tasks/templates');
      await expect(page.getByText('Axe SOP').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
