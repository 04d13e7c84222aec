import { useQuery } from '@tanstack/react-query';
import { strainSchema, type Strain } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

export function getStrain(slug: string): Promise<Strain> {
  return apiRequest(`/strains/${encodeURIComponent(slug)}`, { schema: strainSchema });
}

/** The diary comes only with a token, so the cache keeps the two answers apart. */
export function useStrain(slug: string, loggedIn: boolean) {
  return useQuery({ queryKey: strainKeys.detail(slug, loggedIn), queryFn: () => getStrain(slug) });
}
