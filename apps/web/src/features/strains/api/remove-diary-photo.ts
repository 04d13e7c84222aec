import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

export interface RemoveDiaryPhotoInput {
  strainId: string;
  entryId: string;
  publicId: string;
}

export function removeDiaryPhoto({ strainId, entryId, publicId }: RemoveDiaryPhotoInput): Promise<void> {
  return apiRequest(`/admin/strains/${strainId}/diary/${entryId}/photos/${publicId}`, { method: 'DELETE' });
}

export function useRemoveDiaryPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDiaryPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strainKeys.all }),
  });
}
