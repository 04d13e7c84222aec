import type { Actor } from '@canopy/shared/permissions';
import type { BugsService } from '../bugs/bugs.service.ts';
import type { TasksService } from '../tasks/tasks.service.ts';
import type { UserDirectory } from '../users/users.types.ts';

export interface DemoWorkDeps {
  users: Pick<UserDirectory, 'list'>;
  bugs: BugsService;
  tasks: TasksService;
}

const BUGS = [
  {
    description: 'Humidifier in room 2 stops at night',
    details: 'Display shows E4; a reset by hand fixes it.',
    status: 'very_urgent',
    comment: 'Spare humidifier is in the shed.',
  },
  { description: 'Dashboard clock shows UTC on the tablet', details: '', status: 'open', comment: null },
  {
    description: 'Drip line 4 leaks at the elbow',
    details: 'Small puddle under bench 4 every morning.',
    status: 'in_progress',
    comment: 'New elbow ordered.',
  },
  {
    description: 'Label printer cuts QR codes in half',
    details: '',
    status: 'closed',
    comment: 'Fixed by updating the printer driver.',
  },
] as const;

const TASKS = [
  {
    description: 'Order rockwool cubes (2 boxes)',
    status: 'needs',
    comment: 'Supplier delivers on Thursdays.',
  },
  { description: 'Clean the carbon filter in room 1', status: 'in_progress', comment: null },
  {
    description: 'Calibrate the CO2 sensor in room 3',
    status: 'done',
    comment: 'Calibrated at 400 ppm outdoors.',
  },
  { description: 'Move mothers to the new shelf', status: 'rejected', comment: 'Shelf is too low for them.' },
] as const;

/** Demo bugs and tasks in several states, by the first admin, into a database that has none. */
export async function seedDemoWork({ users, bugs, tasks }: DemoWorkDeps): Promise<void> {
  if ((await bugs.list(true)).length > 0 || (await tasks.list(true)).length > 0) return;
  const admin = (await users.list()).find((user) => user.role === 'admin');
  if (!admin) return;
  const actor: Actor = { id: admin.id, role: 'admin' };

  for (const { description, details, status, comment } of BUGS) {
    const bug = await bugs.create(actor, { description, details });
    if (comment) await bugs.comment(actor, bug._id, comment);
    if (status !== 'open') await bugs.setStatus(actor, bug._id, status);
  }
  for (const { description, status, comment } of TASKS) {
    const task = await tasks.create(actor, comment ? { description, comment } : { description });
    if (status !== 'in_progress') await tasks.setStatus(actor, task._id, status);
  }
}
