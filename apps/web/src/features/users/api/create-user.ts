import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type CreateUserBody, type User } from '@canopy/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function createUser(body: CreateUserBody): Promise<User> {
  return apiRequest('/admin/users', { method: 'POST', body, schema: userSchema });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
