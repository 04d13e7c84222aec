import type { ReactNode } from 'react';
import { ThreadAddForm } from '../../../components/threads/thread-add-form';
import { addTaskForm, taskThread } from './task-thread';

/** Adds a task with an optional first comment and photos; a blank description is refused before any call. */
export function AddTaskForm(): ReactNode {
  return (
    <ThreadAddForm
      spec={taskThread}
      form={addTaskForm}
      empty={{ description: '', comment: '' }}
      // A blank first comment is no comment at all.
      toBody={({ description, comment }) => (comment ? { description, comment } : { description })}
      titleId="add-task-title"
      text={{
        title: 'tasks.addTitle',
        done: 'tasks.added',
        queued: 'offline.savedHere.task',
        failed: 'tasks.createFailed',
        submit: 'tasks.add',
      }}
    />
  );
}
