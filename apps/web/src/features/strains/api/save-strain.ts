import { strainSchema, type Strain, type StrainBody } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface SaveStrainInput {
  id?: string | undefined;
  body: StrainBody;
}

/** Updates the strain with `id`, or creates one when there is none. */
export function saveStrain({ id, body }: SaveStrainInput): Promise<Strain> {
  return id
    ? apiRequest(`/admin/strains/${id}`, { method: 'PUT', body, schema: strainSchema })
    : apiRequest('/admin/strains', { method: 'POST', body, schema: strainSchema });
}

export function useSaveStrain() {
  return useRefreshingMutation(saveStrain, strainKeys.all);
}
