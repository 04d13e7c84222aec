import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bugSchema, type Bug, type CreateBugBody } from '@canopy/shared/schemas/bugs';
import { apiRequest } from '../../../lib/api-client';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { isQueued, newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { bugKeys } from './bug-keys';
import { uploadBugPhoto } from './upload-bug-photo';

export function createBug(body: CreateBugBody, key?: string): Promise<Bug> {
  return apiRequest('/bugs', {
    method: 'POST',
    body,
    schema: bugSchema,
    ...(key && { idempotencyKey: key }),
  });
}

export interface NewBug {
  body: CreateBugBody;
  photo?: { blob: Blob; name: string } | undefined;
}

/** The bug is reported first; a photo that then fails leaves it reported and says so, rather than lost. */
async function reportNow(write: QueuedWriteInput, { body, photo }: NewBug) {
  const bug = await createBug(body, write.main.key);
  if (!photo) return { bug, photoError: null };
  try {
    return {
      bug: await uploadBugPhoto(bug._id, photo.blob, photo.name, write.follow?.key),
      photoError: null,
    };
  } catch (error) {
    return { bug, photoError: error };
  }
}

export type ReportOutcome =
  { bug: Bug; photoError: unknown; queued: false } | { photoError: null; queued: true };

/** Offline, the report and its photo wait on the phone and are sent in order when the network is back. */
export async function reportBug(bug: NewBug): Promise<ReportOutcome> {
  const write: QueuedWriteInput = {
    kind: 'bug',
    textField: 'description',
    uploads: [],
    main: { path: '/bugs', key: newKey(), body: { ...bug.body } },
    ...(bug.photo && {
      follow: {
        path: '/bugs/{id}/upload',
        key: newKey(),
        body: {},
        files: [{ name: 'file', blob: bug.photo.blob, fileName: bug.photo.name }],
      },
    }),
    invalidate: bugKeys.all[0],
  };
  const result = await sendOrQueue(write, () => reportNow(write, bug));
  return isQueued(result) ? { photoError: null, queued: true } : { ...result, queued: false };
}

export function useCreateBug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportBug,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bugKeys.all }),
  });
}
