import { runSchema, type Run, type StageEventBody } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

export interface RecordEventInput {
  runId: string;
  groupId: string;
  /** Idempotency-Key: the same for every send of one form, so a retry after a lost answer counts once. */
  key: string;
  body: StageEventBody;
}

/** A move of the group to a stage and room; a `plantCount` below the group's count splits it. */
export function recordEvent({ runId, groupId, body, key }: RecordEventInput): Promise<Run> {
  const path = `/runs/${encodeURIComponent(runId)}/groups/${encodeURIComponent(groupId)}/events`;
  return apiRequest(path, { method: 'POST', body, schema: runSchema, idempotencyKey: key });
}

export const useRecordEvent = () => useRunWrite(recordEvent);
