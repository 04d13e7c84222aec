import { cuttingSchema, type Cutting, type CuttingCreateBody } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function createCutting(body: CuttingCreateBody): Promise<Cutting> {
  return apiRequest('/admin/cuttings', { method: 'POST', body, schema: cuttingSchema });
}

export function useCreateCutting() {
  return useRefreshingMutation(createCutting, cuttingKeys.all);
}
