import { runSchema, type Run } from '@canopy/shared/schemas/runs';
import { apiRequest } from '../../../lib/api-client';
import { useRunWrite } from './use-run-write';

/** Undoes a group's latest move (staff); any other event answers 409 `runs.event_not_latest`. */
export function deleteEvent({ runId, eventId }: { runId: string; eventId: string }): Promise<Run> {
  const path = `/runs/${encodeURIComponent(runId)}/events/${encodeURIComponent(eventId)}`;
  return apiRequest(path, { method: 'DELETE', schema: runSchema });
}

export const useDeleteEvent = () => useRunWrite(deleteEvent);
