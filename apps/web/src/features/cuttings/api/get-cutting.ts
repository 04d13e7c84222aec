import { useQuery } from '@tanstack/react-query';
import { cuttingSchema, type Cutting } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

export function getCutting(id: string): Promise<Cutting> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}`, { schema: cuttingSchema });
}

export function useCutting(id: string) {
  return useQuery({ queryKey: cuttingKeys.detail(id), queryFn: () => getCutting(id) });
}
