/** A stored photo attached to a bug or a task. */
export interface AttachmentsTable {
  parent_id: string;
  public_id: string;
  created_at: string;
}
