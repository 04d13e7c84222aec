import { useQuery } from '@tanstack/react-query';
import { cuttingSummarySchema } from '@canopy/shared/schemas/cuttings';
import { apiRequest } from '../../../lib/api-client';

const cuttingChoicesSchema = cuttingSummarySchema.pick({ _id: true, code: true, name: true }).array();

/** The labelled cuttings of one strain, to put some of them in a new group. */
export function listStrainCuttingChoices(slug: string) {
  return apiRequest(`/strains/${encodeURIComponent(slug)}/cuttings`, { schema: cuttingChoicesSchema });
}

export const useStrainCuttingChoices = (slug: string | undefined) =>
  useQuery({
    queryKey: ['cuttings', 'strain', slug ?? '', 'run-choices'],
    queryFn: () => listStrainCuttingChoices(slug ?? ''),
    enabled: Boolean(slug),
  });
