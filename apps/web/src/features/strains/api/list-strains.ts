import { queryOptions, useQuery } from '@tanstack/react-query';
import { strainSchema, type Strain } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

const strainsSchema = strainSchema.array();

export function listStrains(): Promise<Strain[]> {
  return apiRequest('/strains', { schema: strainsSchema });
}

export const strainsQueryOptions = () => queryOptions({ queryKey: strainKeys.list(), queryFn: listStrains });

export function useStrains() {
  return useQuery(strainsQueryOptions());
}
