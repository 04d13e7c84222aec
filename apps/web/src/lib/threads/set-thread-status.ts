import { apiRequest } from '../api-client';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';
import { useThreadMutation } from './use-thread-mutation';

export interface StatusInput {
  id: string;
  status: string;
}

/** `PATCH /api/{kind}/{id}/status` (staff); a task's 'done' also sets completedAt on the server. */
export function setThreadStatus<Item extends ThreadItem>(
  api: ThreadApi<Item>,
  { id, status }: StatusInput,
): Promise<Item> {
  return apiRequest(itemPath(api, id, '/status'), { method: 'PATCH', body: { status }, schema: api.schema });
}

export function useSetThreadStatus(api: ThreadApi<ThreadItem>) {
  return useThreadMutation(api, (input: StatusInput) => setThreadStatus(api, input));
}
