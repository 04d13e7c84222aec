import { useQuery } from '@tanstack/react-query';
import { cuttingSummarySchema, type CuttingSummary } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

const summariesSchema = cuttingSummarySchema.array();

/** The cuttings of one strain, for its detail page (logged-in readers only). */
export function listStrainCuttings(slug: string): Promise<CuttingSummary[]> {
  return apiRequest(`/strains/${encodeURIComponent(slug)}/cuttings`, { schema: summariesSchema });
}

export function useStrainCuttings(slug: string, enabled: boolean) {
  return useQuery({ queryKey: cuttingKeys.ofStrain(slug), enabled, queryFn: () => listStrainCuttings(slug) });
}
