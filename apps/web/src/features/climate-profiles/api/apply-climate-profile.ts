import { useMutation } from '@tanstack/react-query';
import { applyProfileAnswerSchema, type ApplyProfileAnswer } from '@canopy/shared/schemas/automations';
import { apiRequest } from '../../../lib/api-client';

export interface ApplyClimateProfileInput {
  roomId: string;
  profileId: string;
  /** Without it the server only answers the change it would make. */
  confirm: boolean;
}

/** `POST /api/rooms/{id}/apply-profile` (staff): the change per controller, made when `confirm`. */
export function applyClimateProfile({
  roomId,
  profileId,
  confirm,
}: ApplyClimateProfileInput): Promise<ApplyProfileAnswer> {
  return apiRequest(`/rooms/${encodeURIComponent(roomId)}/apply-profile`, {
    method: 'POST',
    body: { profileId, confirm },
    schema: applyProfileAnswerSchema,
  });
}

export const useApplyClimateProfile = () => useMutation({ mutationFn: applyClimateProfile });
