import { randomBytes } from 'node:crypto';
import { instantOfLocal } from '@canopy/shared/local-time';
import type { Actor } from '@canopy/shared/permissions';
import type { RunSummary } from '@canopy/shared/schemas/runs';
import type { User } from '@canopy/shared/schemas/users';
import { addDaysToDate, localDate } from '@canopy/shared/site-days';
import type { Clock } from '../../lib/clock.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import type { CreateTaskInput, TasksService } from '../tasks/tasks.service.ts';
import type { createApplyTemplate } from '../tasks/templates/apply-template.ts';
import type { TaskTemplatesService } from '../tasks/templates/task-templates.service.ts';
import type { UserDirectory } from '../users/users.types.ts';

export interface DemoTasksDeps {
  users: Pick<UserDirectory, 'list'>;
  /** Makes the demo's two growers, whom tasks are given to. */
  accounts: { create(body: { email: string; password: string; role: 'user' }): Promise<User> };
  tasks: Pick<TasksService, 'list' | 'create' | 'tick' | 'setStatus'>;
  templates: Pick<TaskTemplatesService, 'list' | 'create'>;
  applyTemplate: ReturnType<typeof createApplyTemplate>;
  /** The demo's runs: the template goes on the active one in flower. */
  runs: { list(filter: object): Promise<RunSummary[]> };
  zone: Pick<SiteZoneReader, 'timeZone'>;
  clock: Clock;
}

/**
 * The demo's growers. Their passwords are random and never shown: they are people to give tasks to; an
 * admin who wants to log in as one sets a password on the users page.
 */
const GROWERS = ['maya@canopy.local', 'omar@canopy.local'] as const;

/** The SOP the demo applies to its flowering run (DESIGN 22), by flower day. */
const FLOWER_SOP = {
  name: 'Flower SOP',
  steps: [
    {
      title: 'Defoliate',
      description: 'Strip the large fan leaves that shade bud sites; leave the top third alone.',
      checklist: ['Sanitise the scissors', 'Remove fan leaves below the canopy', 'Clear the fallen leaves'],
      stage: 'flower' as const,
      dayOfStage: 21,
      requiresReview: false,
    },
    {
      title: 'Flush',
      description: 'Plain pH-adjusted water only from today until harvest.',
      checklist: [],
      stage: 'flower' as const,
      dayOfStage: 50,
      requiresReview: false,
    },
    {
      title: 'Check trichomes',
      description: 'Loupe on the top colas: harvest when most are cloudy with some amber.',
      checklist: [],
      stage: 'flower' as const,
      dayOfStage: 56,
      requiresReview: true,
    },
  ],
};

/**
 * Planned tasks for a new database (DESIGN 22), through the services as a person would make them: given
 * to the demo's growers and the admin (who opens the demo) with dues overdue, today and to come, a daily 09:00 watering and a weekly
 * cleaning that repeat, a checklist partly ticked, a high-priority one, one waiting in review, and the
 * "Flower SOP" template applied to the active flowering run. Once: not when a template exists.
 */
export async function seedDemoTasks(deps: DemoTasksDeps): Promise<void> {
  if ((await deps.templates.list()).length > 0) return;
  const everyone = await deps.users.list();
  const admin = everyone.find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };
  const growers: string[] = [];
  for (const email of GROWERS) {
    const existing = everyone.find((user) => user.email === email);
    const password = randomBytes(24).toString('base64url');
    growers.push(existing?.id ?? (await deps.accounts.create({ email, password, role: 'user' }))._id);
  }
  const [maya, omar] = growers as [string, string];

  const timeZone = await deps.zone.timeZone();
  const today = localDate(deps.clock.now(), timeZone);
  const day = (offset: number) => addDaysToDate(today, offset);
  const at = (offset: number, time: string) => instantOfLocal(day(offset), time, timeZone);
  // The weekly cleaning falls on the coming Monday (today when it is Monday).
  const monday = day((8 - new Date(`${today}T00:00:00Z`).getUTCDay()) % 7);
  const create = (body: Omit<CreateTaskInput, 'description'> & { description: string }) =>
    deps.tasks.create(actor, body);

  await create({
    description: 'Re-tie the net in Flower Room A where the colas lean',
    assigneeIds: [maya, admin.id],
    dueAt: day(-2),
    priority: 'normal',
  });
  await create({
    description: 'Replace the leaking elbow on drip line 4',
    assigneeIds: [omar, admin.id],
    dueAt: at(0, '11:00'),
    priority: 'high',
    comment: 'The spare elbows are in the blue box in the shed.',
  });
  await create({
    description: 'Water the veg room',
    assigneeIds: [maya],
    dueAt: at(0, '09:00'),
    priority: 'normal',
    recurrence: { freq: 'daily', interval: 1, from: 'due' },
  });
  await create({
    description: 'Clean the carbon filters',
    assigneeIds: [omar],
    dueAt: monday,
    priority: 'low',
    recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], from: 'due' },
  });
  await create({
    description: 'Order nutrients for next month',
    assigneeIds: [admin.id],
    dueAt: day(4),
    priority: 'normal',
  });
  const dryRoom = await create({
    description: 'Get the dry room ready for the harvest',
    assigneeIds: [maya, omar],
    dueAt: day(1),
    priority: 'normal',
    checklist: ['Clean the racks', 'Set the dehumidifier to 55 %', 'Hang the hygrometers', 'Test the fans'],
  });
  for (const item of dryRoom.checklist.slice(0, 2)) await deps.tasks.tick(actor, dryRoom._id, item._id, true);
  const calibrate = await create({
    description: 'Calibrate the pH pen',
    assigneeIds: [omar],
    dueAt: day(0),
    priority: 'normal',
    requiresReview: true,
  });
  // Done by Omar: it waits in review for staff.
  await deps.tasks.setStatus({ id: omar, role: 'user' }, calibrate._id, 'done');

  const template = await deps.templates.create(actor, {
    name: FLOWER_SOP.name,
    steps: FLOWER_SOP.steps.map((step, index) => ({
      ...step,
      // Maya defoliates, every grower flushes, Omar judges the trichomes (and staff review it).
      assignee: [{ userId: maya }, { role: 'user' as const }, { userId: omar }][index]!,
    })),
  });
  // The run longest in flower: the SOP's defoliation is due on it already.
  const flowering = (await deps.runs.list({ state: 'active' }))
    .filter((run) => run.groups.some((group) => group.stage === 'flower'))
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))[0];
  if (flowering) await deps.applyTemplate(actor, flowering._id, template._id);
}
