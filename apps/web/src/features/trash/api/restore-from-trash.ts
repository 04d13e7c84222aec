import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrashEntity } from '@canopy/shared/schemas/trash';
import { apiRequest } from '../../../lib/api-client';

export interface RestoreInput {
  entity: TrashEntity;
  id: string;
}

export function restoreFromTrash({ entity, id }: RestoreInput): Promise<void> {
  return apiRequest(`/trash/${entity}/${encodeURIComponent(id)}/restore`, { method: 'POST' });
}

/** A restore changes the lists the object comes back to, so every cached query is refreshed. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreFromTrash, onSuccess: () => queryClient.invalidateQueries() });
}
