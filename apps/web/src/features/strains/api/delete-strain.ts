import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

export function deleteStrain(id: string): Promise<void> {
  return apiRequest(`/admin/strains/${id}`, { method: 'DELETE' });
}

export function useDeleteStrain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStrain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strainKeys.all }),
  });
}
