import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug, type UpdateBugBody } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

export interface UpdateBugInput {
  id: string;
  body: UpdateBugBody;
}

export function updateBug({ id, body }: UpdateBugInput): Promise<Bug> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: bugSchema });
}

export function useUpdateBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
