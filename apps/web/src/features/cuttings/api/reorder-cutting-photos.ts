import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCuttingPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
