import type { Generated } from 'kysely';
import type { ThreadColumns } from '../threads/thread-columns.ts';
import type { TrashColumns } from '../trash/trash-columns.ts';

export interface TasksTable extends TrashColumns, ThreadColumns {
  completed_at: string | null;
  // DESIGN section 22 (migration 0031).
  /** A site day `YYYY-MM-DD` or an ISO instant, as given. */
  due_at: string | null;
  /** The due's day on the site's calendar, for "today", "overdue" and the calendar. */
  due_day: string | null;
  priority: Generated<string>;
  /** 0 or 1. */
  requires_review: Generated<number>;
  /** The recurrence rule as JSON. */
  recurrence: string | null;
  series_id: string | null;
  /** The occurrence this one follows in its series (unique: one next occurrence each). */
  previous_id: string | null;
  run_id: string | null;
  group_id: string | null;
  room_id: string | null;
  cutting_id: string | null;
  device_id: string | null;
  template_id: string | null;
  template_step_id: string | null;
  overdue_notified_at: string | null;
}

export interface TaskAssigneesTable {
  task_id: string;
  user_id: string;
}

export interface TaskChecklistItemsTable {
  id: string;
  task_id: string;
  position: number;
  text: string;
  /** 0 or 1. */
  done: Generated<number>;
  done_by_id: string | null;
  done_by_login: string | null;
  done_by_name: string | null;
  done_at: string | null;
}

export interface TaskTemplatesTable {
  id: string;
  name: string;
  /** The steps as JSON, each with its `_id`. */
  steps: string;
  created_by_id: string;
  created_by_login: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}
