import { useQuery } from '@tanstack/react-query';
import { cuttingLineageSchema, type CuttingLineage } from '@canopy/shared/schemas/mothers';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

/** `GET /api/cuttings/{id}/lineage`: the mothers up and the runs down. */
export function getCuttingLineage(id: string): Promise<CuttingLineage> {
  return apiRequest(`/cuttings/${encodeURIComponent(id)}/lineage`, { schema: cuttingLineageSchema });
}

export function useCuttingLineage(id: string) {
  return useQuery({ queryKey: cuttingKeys.lineage(id), queryFn: () => getCuttingLineage(id) });
}
