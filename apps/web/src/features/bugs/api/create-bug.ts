import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug, type CreateBugBody } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';
import { uploadBugPhoto } from './upload-bug-photo';

export function createBug(body: CreateBugBody): Promise<Bug> {
  return apiRequest('/bugs', { method: 'POST', body, schema: bugSchema });
}

export interface NewBug {
  body: CreateBugBody;
  photo?: { blob: Blob; name: string } | undefined;
}

/** The bug is reported first; a photo that then fails leaves it reported and says so, rather than lost. */
export async function reportBug({ body, photo }: NewBug): Promise<{ bug: Bug; photoError: unknown }> {
  const bug = await createBug(body);
  if (!photo) return { bug, photoError: null };
  try {
    return { bug: await uploadBugPhoto(bug._id, photo.blob, photo.name), photoError: null };
  } catch (error) {
    return { bug, photoError: error };
  }
}

export function useCreateBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
