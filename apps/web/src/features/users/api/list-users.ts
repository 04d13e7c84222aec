import { queryOptions, useQuery } from '@tanstack/react-query';
import { listedUserSchema, type ListedUser } from '@canopy/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

const usersSchema = listedUserSchema.array();

export function listUsers(): Promise<ListedUser[]> {
  return apiRequest('/admin/users', { schema: usersSchema });
}

export const usersQueryOptions = () => queryOptions({ queryKey: userKeys.list(), queryFn: listUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
