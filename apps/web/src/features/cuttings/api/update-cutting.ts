import { cuttingSchema, type Cutting, type CuttingUpdateBody } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface UpdateCuttingInput {
  id: string;
  body: CuttingUpdateBody;
}

export function updateCutting({ id, body }: UpdateCuttingInput): Promise<Cutting> {
  return apiRequest(`/admin/cuttings/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: cuttingSchema,
  });
}

export function useUpdateCutting() {
  return useRefreshingMutation(updateCutting, cuttingKeys.all);
}
