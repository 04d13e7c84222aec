import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCuttingPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
