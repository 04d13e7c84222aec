import { useMutation } from '@tanstack/react-query';
import { digestSendSchema } from '@canopy/shared/schemas/digest';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/me/digest/send`: this week's digest so far, sent to the caller now, marked as a preview. */
export function sendDigestPreview() {
  return apiRequest('/me/digest/send', { method: 'POST', schema: digestSendSchema });
}

export type DigestPreviewResult = Awaited<ReturnType<typeof sendDigestPreview>>;

export const useSendDigestPreview = () => useMutation({ mutationFn: sendDigestPreview });
