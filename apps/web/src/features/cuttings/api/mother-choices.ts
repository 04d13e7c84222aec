import { useQuery } from '@tanstack/react-query';
import { motherSchema, type Mother } from '@canopy/shared/schemas/mothers';
import { apiRequest } from '../../../lib/api-client';
import { cuttingKeys } from './cutting-keys';

const mothersSchema = motherSchema.array();

/** The mothers a cutting may name (`GET /api/mothers`), for the edit form's choice. */
export function listMotherChoices(): Promise<Mother[]> {
  return apiRequest('/mothers', { schema: mothersSchema });
}

export const useMotherChoices = () =>
  useQuery({ queryKey: cuttingKeys.mothers(), queryFn: listMotherChoices });
