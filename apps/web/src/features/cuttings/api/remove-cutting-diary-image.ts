import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

export interface RemoveCuttingDiaryImageInput {
  id: string;
  entryId: string;
  publicId: string;
}

export function removeCuttingDiaryImage({
  id,
  entryId,
  publicId,
}: RemoveCuttingDiaryImageInput): Promise<void> {
  const entry = `/admin/cuttings/${encodeURIComponent(id)}/diary/${encodeURIComponent(entryId)}`;
  return apiRequest(`${entry}/images/${publicId}`, { method: 'DELETE' });
}

export function useRemoveCuttingDiaryImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCuttingDiaryImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
