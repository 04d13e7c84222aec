import { threadTrash } from '../threads/thread-trash.ts';
import { bugThreadSpec } from './bugs.service.ts';

/** Bugs in the trash, as the thread kernel handles any thread kind. */
export const bugTrash = threadTrash(bugThreadSpec);
