import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

export interface DeleteCuttingPhotoInput {
  id: string;
  index: number;
}

export function deleteCuttingPhoto({ id, index }: DeleteCuttingPhotoInput): Promise<void> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/photos/${index}`, { method: 'DELETE' });
}

export function useDeleteCuttingPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCuttingPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
