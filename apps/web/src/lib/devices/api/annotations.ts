import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  annotationSchema,
  annotationsSchema,
  type Annotation,
  type AddDeviceNoteBody,
} from '@canopy/shared/schemas/annotations';
import { apiRequest } from '../../api-client';
import { deviceKeys } from './device-keys';

/** Query keys of a device's annotations; every range of the device hangs under `all`. */
export const annotationKeys = {
  all: (deviceId: string) => [...deviceKeys.device(deviceId), 'annotations'] as const,
  range: (deviceId: string, from: number, to: number) => [...annotationKeys.all(deviceId), from, to] as const,
};

const devicePath = (deviceId: string) => `/devices/${encodeURIComponent(deviceId)}`;

export function getAnnotations(deviceId: string, from: number, to: number): Promise<Annotation[]> {
  return apiRequest(`${devicePath(deviceId)}/annotations?from=${from}&to=${to}`, {
    schema: annotationsSchema,
  });
}

/** What happened to the device in [from, to] (epoch ms), oldest first. */
export function useAnnotations(deviceId: string, from: number, to: number) {
  return useQuery({
    queryKey: annotationKeys.range(deviceId, from, to),
    queryFn: () => getAnnotations(deviceId, from, to),
    enabled: from < to,
  });
}

export interface AddNoteInput extends AddDeviceNoteBody {
  deviceId: string;
}

export function addNote({ deviceId, ...body }: AddNoteInput): Promise<Annotation> {
  return apiRequest(`${devicePath(deviceId)}/notes`, { method: 'POST', body, schema: annotationSchema });
}

export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    onSuccess: (_note, { deviceId }) =>
      queryClient.invalidateQueries({ queryKey: annotationKeys.all(deviceId) }),
  });
}

export interface DeleteNoteInput {
  deviceId: string;
  noteId: string;
}

export function deleteNote({ deviceId, noteId }: DeleteNoteInput): Promise<void> {
  return apiRequest(`${devicePath(deviceId)}/notes/${encodeURIComponent(noteId)}`, { method: 'DELETE' });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_done, { deviceId }) =>
      queryClient.invalidateQueries({ queryKey: annotationKeys.all(deviceId) }),
  });
}
