import { taskSchema, type Task } from '@canopy/shared/schemas/tasks';
import type { ThreadApi } from '../../../lib/threads/thread-api';
import { taskKeys } from './task-keys';

/** Tasks on the thread kernel's calls: `/api/tasks`, kept offline as 'task' and 'taskComment' writes. */
export const tasksApi: ThreadApi<Task> = {
  path: 'tasks',
  schema: taskSchema,
  keys: taskKeys,
  queued: { item: 'task', comment: 'taskComment' },
};
