import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { strainSchema } from '@canopy/shared/schemas/strains';
import { apiRequest } from '../../../lib/api-client';
import { strainKeys } from '../../../lib/strains/strain-keys';

const choicesSchema = z.array(strainSchema.pick({ _id: true, name: true }));

export type StrainChoice = z.infer<typeof choicesSchema>[number];

/** The strains a cutting may belong to, for the add and edit forms. */
export function listStrainChoices(): Promise<StrainChoice[]> {
  return apiRequest('/strains', { schema: choicesSchema });
}

/**
 * Its key sits under `strainKeys.all`, so every change the strains screens make (they invalidate that prefix)
 * refreshes these choices too.
 */
export const useStrainChoices = () =>
  useQuery({ queryKey: strainKeys.choices(), queryFn: listStrainChoices });
