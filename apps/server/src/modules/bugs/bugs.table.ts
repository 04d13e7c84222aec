import type { ThreadColumns } from '../threads/thread-columns.ts';
import type { TrashColumns } from '../trash/trash-columns.ts';

export interface BugsTable extends TrashColumns, ThreadColumns {
  details: string;
  status_changed_at: string;
}
