import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cuttingSchema, type Cutting, type CuttingCreateBody } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

export function createCutting(body: CuttingCreateBody): Promise<Cutting> {
  return apiRequest('/admin/cuttings', { method: 'POST', body, schema: cuttingSchema });
}

export function useCreateCutting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCutting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
