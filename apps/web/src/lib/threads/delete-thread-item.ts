import { apiRequest } from '../api-client';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';
import { useThreadMutation } from './use-thread-mutation';

/** Moves the item to the trash; it can be restored from /trash. */
export function deleteThreadItem(api: ThreadApi<ThreadItem>, id: string): Promise<void> {
  return apiRequest(itemPath(api, id), { method: 'DELETE' });
}

export function useDeleteThreadItem(api: ThreadApi<ThreadItem>) {
  return useThreadMutation(api, (id: string) => deleteThreadItem(api, id));
}
