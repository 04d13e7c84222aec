import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { strainSchema } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

const slugsSchema = z.array(strainSchema.pick({ _id: true, slug: true }));

/** `GET /api/strains`: a strain's page is at its slug, and a yields row names the strain by id. */
export async function listStrainSlugs(): Promise<ReadonlyMap<string, string>> {
  const strains = await apiRequest('/strains', { schema: slugsSchema });
  return new Map(strains.map((strain) => [strain._id, strain.slug]));
}

/** Under the strains' root: a strain renamed or added refreshes its links. */
export const useStrainSlugs = () =>
  useQuery({ queryKey: [...strainKeys.all, 'yield-links'], queryFn: listStrainSlugs });
