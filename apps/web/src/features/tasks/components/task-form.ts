import type { z } from 'zod';
import { createTaskBodySchema, updateTaskBodySchema } from '@canopy/shared/schemas/tasks';
import type { ThreadAddFormSpec } from '../../../components/threads/thread-add-form';

/** A task's one field of its own: the description (its first comment is sent once, with the task). */
const description = { name: 'description', label: 'tasks.description' } as const;

/** A new task: its description and an optional first comment, with photos. */
export const addTaskForm: ThreadAddFormSpec<
  z.input<typeof createTaskBodySchema>,
  z.output<typeof createTaskBodySchema>
> = {
  schema: createTaskBodySchema,
  fields: [description, { name: 'comment', label: 'tasks.firstComment', rows: 2 }],
  empty: { description: '', comment: '' },
  // A blank first comment is no comment at all.
  toBody: ({ description, comment }) => (comment ? { description, comment } : { description }),
  titleId: 'add-task-title',
  text: {
    title: 'tasks.addTitle',
    done: 'tasks.added',
    queued: 'offline.savedHere.task',
    failed: 'tasks.createFailed',
    submit: 'tasks.add',
  },
};

/** The edit: the description only. */
export const editTaskForm = { schema: updateTaskBodySchema, fields: [description] } as const;
