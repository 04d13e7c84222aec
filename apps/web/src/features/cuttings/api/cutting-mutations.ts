import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cuttingSchema,
  type CuttingCreateBody,
  type CuttingDiaryBody,
  type CuttingLogEvent,
  type CuttingUpdateBody,
} from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { takeHeldUploads } from '../../../lib/offline-queue/held-photos';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { cuttingKeys } from './cutting-keys';

/**
 * Every change refreshes all cutting queries: lists, details, logs and strain pages share records.
 * Photo and diary calls therefore ignore what they answer (the gallery, the entry or the record,
 * depending on the call), so the page stays right whichever of those the server sends.
 */
function useCuttingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}

const admin = (id: string) => `/admin/cuttings/${encodeURIComponent(id)}`;
const photos = (id: string) => `/cuttings/${encodeURIComponent(id)}`;

export const useCreateCutting = () =>
  useCuttingMutation((body: CuttingCreateBody) =>
    apiRequest('/admin/cuttings', { method: 'POST', body, schema: cuttingSchema }),
  );

export const useUpdateCutting = () =>
  useCuttingMutation(({ id, body }: { id: string; body: CuttingUpdateBody }) =>
    apiRequest(admin(id), { method: 'PUT', body, schema: cuttingSchema }),
  );

export const useDeleteCutting = () =>
  useCuttingMutation((id: string) => apiRequest(admin(id), { method: 'DELETE' }));

export interface PhotoUpload {
  id: string;
  file: Blob;
  fileName: string;
  name: string;
  description: string;
}

export const useUploadCuttingPhoto = () =>
  useCuttingMutation(({ id, file, fileName, name, description }: PhotoUpload) => {
    const body = new FormData();
    body.append('name', name);
    body.append('description', description);
    // The file goes last: the server reads the text fields before it streams the upload.
    body.append('file', file, fileName);
    return apiRequest(`${photos(id)}/photo`, { method: 'POST', body });
  });

export const useReorderCuttingPhotos = () =>
  useCuttingMutation(({ id, from, to }: { id: string; from: number; to: number }) =>
    apiRequest(`${photos(id)}/photos/reorder`, { method: 'PUT', body: { from, to } }),
  );

export const useEditCuttingPhoto = () =>
  useCuttingMutation(
    ({ id, index, name, description }: { id: string; index: number; name: string; description: string }) =>
      apiRequest(`${photos(id)}/photos/${index}`, {
        method: 'PUT',
        body: { name, description },
      }),
  );

export const useDeleteCuttingPhoto = () =>
  useCuttingMutation(({ id, index }: { id: string; index: number }) =>
    apiRequest(`${photos(id)}/photos/${index}`, { method: 'DELETE' }),
  );

export const useSaveCuttingDiaryEntry = () =>
  useCuttingMutation(({ id, entryId, body }: { id: string; entryId?: string; body: CuttingDiaryBody }) => {
    if (entryId) {
      return apiRequest(`${admin(id)}/diary/${encodeURIComponent(entryId)}`, { method: 'PUT', body });
    }
    // A new entry may wait on the phone for the network, with the photos picked meanwhile.
    const write: QueuedWriteInput = {
      kind: 'cuttingDiary',
      textField: 'note',
      uploads: takeHeldUploads(body.imagePublicIds ?? []),
      main: { path: `${admin(id)}/diary`, key: newKey(), body: { ...body } },
      invalidate: cuttingKeys.all[0],
    };
    return sendOrQueue(write, () => sendQueuedWrite(write));
  });

export const useDeleteCuttingDiaryEntry = () =>
  useCuttingMutation(({ id, entryId }: { id: string; entryId: string }) =>
    apiRequest(`${admin(id)}/diary/${encodeURIComponent(entryId)}`, {
      method: 'DELETE',
    }),
  );

export const useRemoveCuttingDiaryImage = () =>
  useCuttingMutation(({ id, entryId, publicId }: { id: string; entryId: string; publicId: string }) =>
    apiRequest(`${admin(id)}/diary/${encodeURIComponent(entryId)}/images/${publicId}`, {
      method: 'DELETE',
    }),
  );

export interface LogEntryInput {
  id: string;
  event: CuttingLogEvent;
  notes: string;
  photo: File | null;
}

export const useAddCuttingLogEntry = () =>
  useCuttingMutation(({ id, event, notes, photo }: LogEntryInput) => {
    const write: QueuedWriteInput = {
      kind: 'cuttingLog',
      textField: 'notes',
      uploads: [],
      main: {
        path: `/admin/${encodeURIComponent(id)}/log`,
        key: newKey(),
        body: { event, notes },
        files: photo ? [{ name: 'photo', blob: photo, fileName: photo.name }] : [],
      },
      invalidate: cuttingKeys.all[0],
    };
    return sendOrQueue(write, () => sendQueuedWrite(write));
  });
