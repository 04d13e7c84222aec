import type { TrashColumns } from '../trash/trash.table.ts';

export interface BugsTable extends TrashColumns {
  id: string;
  short_id: string;
  description: string;
  details: string;
  /** Free text in storage: a status written by a newer version stays readable. */
  status: string;
  created_by_id: string;
  created_by_login: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  status_changed_at: string;
}
