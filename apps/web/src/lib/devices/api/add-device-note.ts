import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  annotationSchema,
  type AddDeviceNoteBody,
  type Annotation,
} from '@canopy/shared/schemas/annotations';
import { apiRequest } from '../../api-client';
import { annotationDevicePath, annotationKeys } from './annotation-keys';

export interface AddNoteInput extends AddDeviceNoteBody {
  deviceId: string;
}

export function addNote({ deviceId, ...body }: AddNoteInput): Promise<Annotation> {
  return apiRequest(`${annotationDevicePath(deviceId)}/notes`, {
    method: 'POST',
    body,
    schema: annotationSchema,
  });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_note, { deviceId }) =>
      queryClient.invalidateQueries({ queryKey: annotationKeys.all(deviceId) }),
  });
}
