import type { Actor } from '@canopy/shared/permissions';
import { nextOccurrence } from '@canopy/shared/recurrence';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId, newShortId } from '../../lib/ids.ts';
import { labelLine, quoted } from '../audit/audit-labels.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { dueColumns } from './task-due.ts';
import { createTaskPlanningRepository } from './task-planning.repository.ts';
import { parseRecurrence } from './tasks.mapper.ts';
import { createTasksRepository, type TaskRow } from './tasks.repository.ts';

export interface Completion {
  actor: Actor;
  /** When it was completed: now, or the first completion of a task approved after review. */
  completedAt: string;
  now: Date;
  timeZone: string;
}

/**
 * Writes the occurrence after `row`, just done, in the transaction that completed it: the same task
 * (description, people, priority, links, review, rule, series, creator) with its checklist unticked,
 * due where `nextOccurrence` puts it. Nothing when the task does not repeat, its series has ended, or
 * its next occurrence exists already (it was reopened and completed again). `previous_id` is unique: a
 * completion racing this one on another connection or instance fails there, and is rolled back whole.
 */
export async function insertNextOccurrence(
  trx: Kysely<Database>,
  row: TaskRow,
  completion: Completion,
): Promise<string | null> {
  const rule = parseRecurrence(row.recurrence);
  if (!rule || !row.due_at) return null;
  const tasks = createTasksRepository(trx);
  if (await tasks.hasNext(row.id)) return null;
  const due = nextOccurrence({
    rule,
    due: row.due_at,
    completedAt: completion.completedAt,
    now: completion.now.toISOString(),
    timeZone: completion.timeZone,
  });
  if (!due) return null;
  const now = completion.now.toISOString();
  const next: TaskRow = {
    ...row,
    id: newId(completion.now.getTime()),
    short_id: newShortId(),
    status: 'in_progress',
    completed_at: null,
    ...dueColumns(due, completion.timeZone),
    series_id: row.series_id ?? row.id,
    previous_id: row.id,
    overdue_notified_at: null,
    created_at: now,
    updated_at: now,
  };
  delete next.deleted_at;
  delete next.deleted_by;
  await tasks.insert(next);
  const planning = createTaskPlanningRepository(trx);
  // One after the other: a transaction is one connection.
  const assignees = await planning.assigneesOf([row.id]);
  const checklists = await planning.checklistsOf([row.id]);
  await planning.addAssignees(next.id, assignees.get(row.id) ?? []);
  await planning.insertItems(
    (checklists.get(row.id) ?? []).map((item) => ({
      id: newId(completion.now.getTime()),
      task_id: next.id,
      position: item.position,
      text: item.text,
      done: 0,
      done_by_id: null,
      done_by_login: null,
      done_by_name: null,
      done_at: null,
    })),
  );
  await recordAudit(trx, {
    at: completion.now,
    actor: completion.actor,
    action: 'create',
    entity: 'task',
    entityId: next.id,
    summary: `Task ${quoted(row.description)} created: the next of its series, due ${due}`,
    event: 'created',
    values: { label: labelLine(row.description) },
    changes: { dueAt: [null, next.due_at], previousId: [null, row.id] },
  });
  return next.id;
}
