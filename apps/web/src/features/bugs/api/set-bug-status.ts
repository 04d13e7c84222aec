import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BugStatus } from '@canopy/shared/bugs';
import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

export interface SetBugStatusInput {
  id: string;
  status: BugStatus;
}

export function setBugStatus({ id, status }: SetBugStatusInput): Promise<Bug> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}/status`, {
    method: 'PATCH',
    body: { status },
    schema: bugSchema,
  });
}

export function useSetBugStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBugStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
