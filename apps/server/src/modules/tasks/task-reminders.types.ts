import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A live task as its reminders name it (DESIGN 22): what notifications are handed of the tasks tables. */
export interface TaskNotice {
  id: string;
  shortId: string;
  description: string;
  /** A site day `YYYY-MM-DD` or an instant, as given; null without a due. */
  dueAt: string | null;
  /** The due's site day. */
  dueDay: string | null;
  priority: string;
  createdById: string;
  assigneeIds: readonly string[];
  /** When its overdue reminder went out; null while it has not (or the service cleared it). */
  overdueNotifiedAt: string | null;
}

/**
 * What notifications may read and write of the tasks tables (the tasks module's reminders repository fits
 * it): the notifications module never reads them itself.
 */
export interface TaskReminderSource {
  /** A live task, for its assignment message; undefined once it is gone. */
  find(id: string): Promise<TaskNotice | undefined>;
  /** Open tasks (in progress or needing something) due on or before the site day `day`. */
  openDueBy(day: string): Promise<TaskNotice[]>;
  /** Open high-priority tasks due on or before the site day `day`. */
  openHighDueBy(day: string): Promise<TaskNotice[]>;
  /**
   * Marks a task's overdue reminder as sent at `at`, in the transaction that queues it, only if its mark is
   * still `seen`: of two sweeps (two instances) one wins, and the other tells nobody.
   */
  markOverdueTold(executor: Kysely<Database>, id: string, seen: string | null, at: string): Promise<boolean>;
}
