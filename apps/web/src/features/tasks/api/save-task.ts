import type { CreateTaskBody, PatchTaskBody, Task } from '@canopy/shared/schemas/tasks';
import { apiRequest } from '../../../lib/api-client';
import { updateThreadItem } from '../../../lib/threads/update-thread-item';
import { useThreadMutation } from '../../../lib/threads/use-thread-mutation';
import { tasksApi } from './tasks-api';

export type SaveTaskInput = { id: null; body: CreateTaskBody } | { id: string; body: PatchTaskBody };

/** `POST /api/tasks` for a new task, `PATCH /api/tasks/{id}` for a change (the series' too when asked). */
export function saveTask(input: SaveTaskInput): Promise<Task> {
  return input.id === null
    ? apiRequest('/tasks', { method: 'POST', body: input.body, schema: tasksApi.schema })
    : updateThreadItem(tasksApi, input);
}

export const useSaveTask = () => useThreadMutation(tasksApi, saveTask);
