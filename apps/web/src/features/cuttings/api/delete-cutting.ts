import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

export function deleteCutting(id: string): Promise<void> {
  return apiRequest(`/admin/cuttings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCutting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCutting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
