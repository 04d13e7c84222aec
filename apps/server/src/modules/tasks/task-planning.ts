import type { ChecklistItem } from '@canopy/shared/schemas/tasks';
import { localDate } from '@canopy/shared/site-days';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SiteZoneReader } from '../site/site-zone.ts';
import { toPerson } from '../comments/people.ts';
import { isOverdue } from './task-due.ts';
import { readPeople, type TaskPeopleSource } from './task-people.ts';
import { createTaskPlanningRepository, type ChecklistRow } from './task-planning.repository.ts';
import type { TaskCore, TaskPlanning } from './tasks.mapper.ts';

export interface TaskPlanningDeps {
  db: Kysely<Database>;
  clock: Clock;
  zone: Pick<SiteZoneReader, 'timeZone'>;
  people: TaskPeopleSource;
}

export const toChecklistItem = (row: ChecklistRow): ChecklistItem => ({
  _id: row.id,
  text: row.text,
  done: Number(row.done) === 1,
  doneBy:
    row.done_by_id === null
      ? null
      : toPerson(row.done_by_id, row.done_by_login ?? '', row.done_by_name ?? ''),
  doneAt: row.done_at,
});

type Planned = Pick<TaskCore, '_id' | 'status' | 'dueAt' | 'dueDay'>;

/**
 * Adds to tasks what lives beside their rows: their people and checklists (one query each for the whole
 * list, never one per task) and whether each is overdue on the site's calendar now.
 */
export function createTaskPlanning({ db, clock, zone, people }: TaskPlanningDeps) {
  const rows = createTaskPlanningRepository(db);
  return async function withPlanning<T extends Planned>(items: readonly T[]): Promise<(T & TaskPlanning)[]> {
    const ids = items.map((item) => item._id);
    const [assignees, checklists, timeZone] = await Promise.all([
      rows.assigneesOf(ids),
      rows.checklistsOf(ids),
      zone.timeZone(),
    ]);
    const directory = assignees.size > 0 ? await readPeople(people) : null;
    const now = clock.now();
    const today = localDate(now, timeZone);
    return items.map((item) => {
      const assigneeIds = assignees.get(item._id) ?? [];
      return {
        ...item,
        assigneeIds,
        // Someone whose account is gone stays among the ids, and is no longer named.
        assignees: assigneeIds.flatMap((id) => directory?.person(id) ?? []),
        checklist: (checklists.get(item._id) ?? []).map(toChecklistItem),
        overdue: isOverdue(item, today, now.getTime()),
      };
    });
  };
}

export type WithPlanning = ReturnType<typeof createTaskPlanning>;
