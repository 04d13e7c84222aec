/** The comments of a bug's or a task's thread: loaded with /bugs and /tasks. */
export const commentsPageEn = {
  title: 'Comments',
  none: 'No comments yet.',
  label: 'Add a comment',
  add: 'Comment',
  loading: 'Loading comments…',
  showAll: 'All comments ({{count}})',
  latestOnly: 'Only the latest comment',
};
