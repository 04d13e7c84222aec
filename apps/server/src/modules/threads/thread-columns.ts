/** The columns every thread kind's table has (`bugs`, `tasks`): an author, a status, a description. */
export interface ThreadColumns {
  id: string;
  short_id: string;
  description: string;
  /** Free text in storage: a status written by a newer version stays readable. */
  status: string;
  created_by_id: string;
  created_by_login: string;
  created_by_name: string;
  created_at: string;
  updated_at: string;
}
