import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

export function closeBug(id: string): Promise<Bug> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}/close`, { method: 'PATCH', schema: bugSchema });
}

export function useCloseBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
