/** Comments of bugs and of tasks share one shape. */
export interface CommentsTable {
  id: string;
  parent_id: string;
  text: string;
  author_id: string;
  author_login: string;
  author_name: string;
  created_at: string;
}
