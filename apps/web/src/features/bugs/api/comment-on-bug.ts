import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import { bugKeys } from './bug-keys';

export interface CommentOnBugInput {
  id: string;
  text: string;
}

export function commentOnBug({ id, text }: CommentOnBugInput): Promise<Bug> {
  return apiRequest(`/bugs/${encodeURIComponent(id)}/comments`, {
    method: 'POST',
    body: { text },
    schema: bugSchema,
  });
}

export function useCommentOnBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commentOnBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
