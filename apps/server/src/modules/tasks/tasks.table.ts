import type { ThreadColumns } from '../threads/thread-columns.ts';
import type { TrashColumns } from '../trash/trash.table.ts';

export interface TasksTable extends TrashColumns, ThreadColumns {
  completed_at: string | null;
}
