import { threadTrash } from '../threads/thread-trash.ts';
import { taskThreadSpec } from './tasks.service.ts';

/** Tasks in the trash, as the thread kernel handles any thread kind. */
export const taskTrash = threadTrash(taskThreadSpec);
