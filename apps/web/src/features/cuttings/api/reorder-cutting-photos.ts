import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface ReorderCuttingPhotosInput {
  id: string;
  from: number;
  to: number;
}

export function reorderCuttingPhotos({ id, from, to }: ReorderCuttingPhotosInput): Promise<void> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/photos/reorder`, {
    method: 'PUT',
    body: { from, to },
  });
}

export function useReorderCuttingPhotos() {
  return useRefreshingMutation(reorderCuttingPhotos, cuttingKeys.all);
}
