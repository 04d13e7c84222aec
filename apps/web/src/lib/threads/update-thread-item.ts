import { apiRequest } from '../api-client';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';
import { useThreadMutation } from './use-thread-mutation';

export interface UpdateInput {
  id: string;
  body: object;
}

/** `PATCH /api/{kind}/{id}`: the creator or staff change the item's own fields. */
export function updateThreadItem<Item extends ThreadItem>(
  api: ThreadApi<Item>,
  { id, body }: UpdateInput,
): Promise<Item> {
  return apiRequest(itemPath(api, id), { method: 'PATCH', body, schema: api.schema });
}

export function useUpdateThreadItem(api: ThreadApi<ThreadItem>) {
  return useThreadMutation(api, (input: UpdateInput) => updateThreadItem(api, input));
}
