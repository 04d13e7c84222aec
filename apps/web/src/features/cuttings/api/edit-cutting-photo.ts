import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface EditCuttingPhotoInput {
  id: string;
  index: number;
  name: string;
  description: string;
}

export function editCuttingPhoto({ id, index, name, description }: EditCuttingPhotoInput): Promise<void> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/photos/${index}`, {
    method: 'PUT',
    body: { name, description },
  });
}

export function useEditCuttingPhoto() {
  return useRefreshingMutation(editCuttingPhoto, cuttingKeys.all);
}
