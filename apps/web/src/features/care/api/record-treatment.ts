import { treatmentSchema, type Treatment, type TreatmentBody } from '@canopy/shared/schemas/feeding';
import { apiRequest } from '../../../lib/api-client';
import { useCareWrite } from './use-care-write';

export interface RecordTreatmentInput {
  roomId: string;
  body: TreatmentBody;
}

const treatmentsSchema = treatmentSchema.array();

/**
 * `POST /api/rooms/{id}/treatments` (staff): sent at once, never queued, since its re-entry interval must
 * show on the room as soon as it is given.
 */
export function recordTreatment({ roomId, body }: RecordTreatmentInput): Promise<Treatment[]> {
  return apiRequest(`/rooms/${encodeURIComponent(roomId)}/treatments`, {
    method: 'POST',
    body,
    schema: treatmentsSchema,
  });
}

export const useRecordTreatment = () => useCareWrite(recordTreatment);
