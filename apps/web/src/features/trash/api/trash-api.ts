import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trashListSchema, type TrashEntity } from '@canopy/shared/schemas/trash';
import { apiRequest } from '../../../lib/api-client';

export const trashKeys = { all: ['trash'] as const };

export const useTrash = () =>
  useQuery({ queryKey: trashKeys.all, queryFn: () => apiRequest('/trash', { schema: trashListSchema }) });

/** A restore changes the lists the object comes back to, so every cached query is refreshed. */
export function useRestoreFromTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entity, id }: { entity: TrashEntity; id: string }) =>
      apiRequest(`/trash/${entity}/${encodeURIComponent(id)}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
