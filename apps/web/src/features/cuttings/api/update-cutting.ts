import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cuttingSchema, type Cutting, type CuttingUpdateBody } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCutting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cuttingKeys.all }),
  });
}
