import type { TrashColumns } from '../trash/trash.table.ts';

export interface TasksTable extends TrashColumns {
  id: string;
  short_id: string;
  description: string;
  status: string;
  created_by_id: string;
  created_by_login: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}
