import { runSchema, type LossBody, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

export interface RecordLossInput {
  runId: string;
  groupId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer counts once. */
  key: string;
  body: LossBody;
}

/** `POST /api/runs/{id}/groups/{groupId}/losses`: any logged-in user may record one. */
export function recordLoss({ runId, groupId, body, key }: RecordLossInput): Promise<Run> {
  const path = `/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/losses`;
  return apiRequest(path, { method: 'POST', body, schema: runSchema, idempotencyKey: key });
}

export const useRecordLoss = () => useRunWrite(recordLoss);
