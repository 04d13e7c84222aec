import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  strainDiaryEntrySchema,
  strainSchema,
  type DiaryEntryBody,
  type Strain,
  type StrainBody,
} from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { takeHeldUploads } from '../../../lib/offline-queue/held-photos';
import type { QueuedWriteInput } from '../../../lib/offline-queue/queued-write';
import { newKey, sendOrQueue } from '../../../lib/offline-queue/send-or-queue';
import { sendQueuedWrite } from '../../../lib/offline-queue/send-queued-write';
import { strainKeys } from './strain-keys';

const strainsSchema = strainSchema.array();

export const strainsQueryOptions = () =>
  queryOptions({
    queryKey: strainKeys.list(),
    queryFn: () => apiRequest('/strains', { schema: strainsSchema }),
  });

export function useStrains() {
  return useQuery(strainsQueryOptions());
}

/** The diary comes only with a token, so the cache keeps the two answers apart. */
export function useStrain(slug: string, loggedIn: boolean) {
  return useQuery({
    queryKey: strainKeys.detail(slug, loggedIn),
    queryFn: () => apiRequest(`/strains/${encodeURIComponent(slug)}`, { schema: strainSchema }),
  });
}

function useStrainMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strainKeys.all }),
  });
}

export const useSaveStrain = () =>
  useStrainMutation(({ id, body }: { id?: string | undefined; body: StrainBody }): Promise<Strain> =>
    id
      ? apiRequest(`/admin/strains/${id}`, { method: 'PUT', body, schema: strainSchema })
      : apiRequest('/admin/strains', { method: 'POST', body, schema: strainSchema }),
  );

export const useDeleteStrain = () =>
  useStrainMutation((id: string) => apiRequest(`/admin/strains/${id}`, { method: 'DELETE' }));

export const useSaveDiaryEntry = () =>
  useStrainMutation(
    ({ strainId, entryId, body }: { strainId: string; entryId?: string; body: DiaryEntryBody }) => {
      if (entryId) {
        return apiRequest(`/admin/strains/${strainId}/diary/${entryId}`, {
          method: 'PUT',
          body,
          schema: strainDiaryEntrySchema,
        });
      }
      // A new entry may wait on the phone for the network, with the photos picked meanwhile.
      const write: QueuedWriteInput = {
        kind: 'strainDiary',
        textField: 'note',
        uploads: takeHeldUploads(body.photoPublicIds ?? []),
        main: { path: `/admin/strains/${strainId}/diary`, key: newKey(), body: { ...body } },
        invalidate: strainKeys.all[0],
      };
      return sendOrQueue(write, () => sendQueuedWrite(write));
    },
  );

export const useDeleteDiaryEntry = () =>
  useStrainMutation(({ strainId, entryId }: { strainId: string; entryId: string }) =>
    apiRequest(`/admin/strains/${strainId}/diary/${entryId}`, { method: 'DELETE' }),
  );

export const useRemoveDiaryPhoto = () =>
  useStrainMutation(
    ({ strainId, entryId, publicId }: { strainId: string; entryId: string; publicId: string }) =>
      apiRequest(`/admin/strains/${strainId}/diary/${entryId}/photos/${publicId}`, { method: 'DELETE' }),
  );
