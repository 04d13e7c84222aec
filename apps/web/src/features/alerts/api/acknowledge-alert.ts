import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertSchema, type Alert } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/alerts/alert-keys';

export interface AcknowledgeAlertInput {
  id: string;
  note: string;
}

/** Acknowledges an open alert; a blank note is left out. */
export function acknowledgeAlert({ id, note }: AcknowledgeAlertInput): Promise<Alert> {
  return apiRequest(`/alerts/${encodeURIComponent(id)}/acknowledge`, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
    schema: alertSchema,
  });
}

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
