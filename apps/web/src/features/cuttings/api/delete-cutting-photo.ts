import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface DeleteCuttingPhotoInput {
  id: string;
  index: number;
}

export function deleteCuttingPhoto({ id, index }: DeleteCuttingPhotoInput): Promise<void> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/photos/${index}`, { method: 'DELETE' });
}

export function useDeleteCuttingPhoto() {
  return useRefreshingMutation(deleteCuttingPhoto, cuttingKeys.all);
}
