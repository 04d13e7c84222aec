import { threadKeys } from '../../../lib/threads/thread-api';

/** Query keys of the tasks feature; invalidate `taskKeys.all` after any change. */
export const taskKeys = {
  ...threadKeys('tasks'),
  open: () => ['tasks', 'open'] as const,
  done: () => ['tasks', 'done'] as const,
};
