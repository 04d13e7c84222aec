import type { ThreadColumns } from '../threads/thread-columns.ts';
import type { TrashColumns } from '../trash/trash-columns.ts';

export interface TasksTable extends TrashColumns, ThreadColumns {
  completed_at: string | null;
}
