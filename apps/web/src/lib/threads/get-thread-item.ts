import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { itemPath, type ThreadApi, type ThreadItem } from './thread-api';

/** An item with its whole thread. */
export function getThreadItem<Item extends ThreadItem>(api: ThreadApi<Item>, id: string): Promise<Item> {
  return apiRequest(itemPath(api, id), { schema: api.schema });
}

export const threadItemQueryOptions = <Item extends ThreadItem>(api: ThreadApi<Item>, id: string) =>
  queryOptions({ queryKey: api.keys.detail(id), queryFn: () => getThreadItem(api, id) });

/** The item with its thread, fetched while `enabled`. */
export function useThreadItem<Item extends ThreadItem>(api: ThreadApi<Item>, id: string, enabled = true) {
  return useQuery({ ...threadItemQueryOptions(api, id), enabled });
}
