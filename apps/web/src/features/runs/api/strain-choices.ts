import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { strainSchema } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

const choicesSchema = z.array(strainSchema.pick({ _id: true, name: true, slug: true }));
export type RunStrainChoice = z.infer<typeof choicesSchema>[number];

/** The strains a group may be of; the slug finds the strain's cuttings. */
export function listRunStrainChoices(): Promise<RunStrainChoice[]> {
  return apiRequest('/strains', { schema: choicesSchema });
}

export const useRunStrainChoices = () =>
  useQuery({ queryKey: [...strainKeys.all, 'run-choices'], queryFn: listRunStrainChoices });
