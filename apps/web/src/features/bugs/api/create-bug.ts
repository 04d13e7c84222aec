import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug, type CreateBugBody } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

export function createBug(body: CreateBugBody): Promise<Bug> {
  return apiRequest('/bugs', { method: 'POST', body, schema: bugSchema });
}

export function useCreateBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
