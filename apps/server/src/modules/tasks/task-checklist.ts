import type { AuditChanges } from '@canopy/shared/schemas/audit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTaskPlanningRepository, type ChecklistRow } from './task-planning.repository.ts';

export interface WantedItem {
  _id?: string | undefined;
  text: string;
}

const fresh = (taskId: string, position: number, text: string, at: number): ChecklistRow => ({
  id: newId(at),
  task_id: taskId,
  position,
  text,
  done: 0,
  done_by_id: null,
  done_by_login: null,
  done_by_name: null,
  done_at: null,
});

/** A new task's checklist, unticked, in the order given. */
export async function insertChecklist(
  trx: Kysely<Database>,
  taskId: string,
  texts: readonly string[],
  at: number,
): Promise<void> {
  await createTaskPlanningRepository(trx).insertItems(texts.map((text, i) => fresh(taskId, i, text, at)));
}

/**
 * Makes a task's checklist the one given, in its order: an item given with an `_id` of the task keeps its
 * tick (a series edit, whose other occurrences have items of their own, matches them by text instead),
 * one without is new and unticked, and an item not given goes. Answers the audit log's change, if any.
 */
export async function replaceChecklist(
  trx: Kysely<Database>,
  taskId: string,
  wanted: readonly WantedItem[],
  existing: readonly ChecklistRow[],
  options: { byText: boolean; at: number },
): Promise<AuditChanges> {
  const repo = createTaskPlanningRepository(trx);
  const unused = new Map(existing.map((row) => [row.id, row]));
  const added: ChecklistRow[] = [];
  for (const [position, item] of wanted.entries()) {
    const kept =
      (item._id !== undefined ? unused.get(item._id) : undefined) ??
      (options.byText ? [...unused.values()].find((row) => row.text === item.text) : undefined);
    if (kept) {
      unused.delete(kept.id);
      if (kept.position !== position || kept.text !== item.text)
        await repo.moveItem(kept.id, position, item.text);
    } else {
      added.push(fresh(taskId, position, item.text, options.at));
    }
  }
  await repo.deleteItems([...unused.keys()]);
  await repo.insertItems(added);
  const before = existing.map((row) => row.text);
  const after = wanted.map((item) => item.text);
  return JSON.stringify(before) === JSON.stringify(after) ? {} : { checklist: [before, after] };
}
