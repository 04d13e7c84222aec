import { useQuery } from '@tanstack/react-query';
import { trashListSchema } from '@canopy/shared/schemas/trash';
import { apiRequest } from '../../../lib/api-client';
import { trashKeys } from './trash-keys';

export function listTrash() {
  return apiRequest('/trash', { schema: trashListSchema });
}

export const useTrash = () => useQuery({ queryKey: trashKeys.list(), queryFn: listTrash });
