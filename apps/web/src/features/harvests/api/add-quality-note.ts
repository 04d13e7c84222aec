import { useMutation, useQueryClient } from '@tanstack/react-query';
import { harvestSchema, type Harvest, type QualityNoteBody } from '@canopy/shared/schemas/harvests';
import { apiRequest } from '../../../lib/api-client';
import { putHarvest } from './harvest-cache';

export interface AddQualityNoteInput {
  harvestId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer notes once. */
  key: string;
  body: QualityNoteBody;
}

/** `POST /api/harvests/{id}/notes`: any logged-in user rates the cure on the site's criteria. */
export function addQualityNote({ harvestId, key, body }: AddQualityNoteInput): Promise<Harvest> {
  const path = `/harvests/${encodeURIComponent(harvestId)}/notes`;
  return apiRequest(path, { method: 'POST', body, schema: harvestSchema, idempotencyKey: key });
}

export function useAddQualityNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addQualityNote,
    onSuccess: (harvest) => putHarvest(queryClient, harvest),
  });
}
