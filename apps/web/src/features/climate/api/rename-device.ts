import { renameDeviceResponseSchema } from '@canopy/shared/schemas/devices';
import { apiRequest } from '../../../lib/api-client';
import { deviceKeys } from '../../../lib/devices/api/device-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

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
  return useRefreshingMutation(renameDevice, deviceKeys.all);
}
