import type { ReactNode } from 'react';
import { ThreadAddForm } from '../../../components/threads/thread-add-form';
import { addTaskForm } from './task-form';
import { taskThread } from './task-thread';

/** Adds a task with an optional first comment and photos; a blank description is refused before any call. */
export function AddTaskForm(): ReactNode {
  return <ThreadAddForm spec={taskThread} form={addTaskForm} />;
}
