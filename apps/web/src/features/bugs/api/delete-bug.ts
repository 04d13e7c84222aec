import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

/** Staff move a bug to the trash; it can be restored from /trash. */
export function deleteBug(id: string): Promise<void> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
