import { canCompleteTask, canDeleteTask, canEditTask, canSetTaskStatus } from '@canopy/shared/permissions';
import type { Task } from '@canopy/shared/schemas/tasks';
import { TASK_STATUSES, isTaskStatus, type TaskStatus } from '@canopy/shared/tasks';
import type { ThreadSpec } from '../../../components/threads/thread-spec';
import { tasksApi } from '../api/tasks-api';

const COLORS: Record<TaskStatus, string> = {
  in_progress: 'blue',
  needs: 'orange',
  done: 'canopy',
  rejected: 'gray',
  review: 'violet',
};

/**
 * Tasks on the thread kernel: the creator or staff edit and delete a task; they and its assignees complete
 * it (the status set to 'done', which sets completedAt, or `review` when it needs review); staff set any
 * status.
 */
export const taskThread: ThreadSpec<Task, TaskStatus> = {
  api: tasksApi,
  statuses: {
    all: TASK_STATUSES,
    is: isTaskStatus,
    colors: COLORS,
    key: (status) => `tasks.statuses.${status}`,
  },
  can: {
    edit: canEditTask,
    setStatus: canSetTaskStatus,
    finish: canCompleteTask,
    remove: canDeleteTask,
  },
  // A task in review waits for staff's Approve or Return (ReviewActions), not its doers' Mark done.
  finish: { status: 'done', label: 'tasks.markDone', not: ['review'] },
  text: {
    changeStatus: 'tasks.changeStatus',
    statusFailed: 'tasks.statusFailed',
    updateFailed: 'tasks.updateFailed',
    deleteTitle: 'tasks.deleteTitle',
    deleteConfirm: 'tasks.deleteConfirm',
  },
  commentAuthor: (comment) => comment.createdBy,
};
