import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameDeviceResponseSchema } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';

export interface RenameDeviceInput {
  id: string;
  name: string;
}

export function renameDevice({ id, name }: RenameDeviceInput): Promise<{ name: string }> {
  return apiRequest(`/device/${encodeURIComponent(id)}/name`, {
    method: 'PUT',
    body: { name },
    schema: renameDeviceResponseSchema,
  });
}

export function useRenameDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
