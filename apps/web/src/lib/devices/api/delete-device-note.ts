import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api-client';
import { annotationDevicePath, annotationKeys } from './annotation-keys';

export interface DeleteNoteInput {
  deviceId: string;
  noteId: string;
}

export function deleteNote({ deviceId, noteId }: DeleteNoteInput): Promise<void> {
  return apiRequest(`${annotationDevicePath(deviceId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'DELETE',
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_done, { deviceId }) =>
      queryClient.invalidateQueries({ queryKey: annotationKeys.all(deviceId) }),
  });
}
