import { useQuery } from '@tanstack/react-query';
import { motherSchema, type Mother } from '@canopy/shared/schemas/mothers';
import { apiRequest } from '../../../lib/api-client';

const mothersSchema = motherSchema.array();

export const motherKeys = { list: ['mothers', 'list'] as const };

/** `GET /api/mothers`: every mother (retired ones too) with what became of her clones. */
export function listMothers(): Promise<Mother[]> {
  return apiRequest('/mothers', { schema: mothersSchema });
}

export const useMothers = () => useQuery({ queryKey: motherKeys.list, queryFn: listMothers });
