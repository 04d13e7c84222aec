import { userSchema, type CreateUserBody, type User } from '@canopy/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { userKeys } from './user-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function createUser(body: CreateUserBody): Promise<User> {
  return apiRequest('/admin/users', { method: 'POST', body, schema: userSchema });
}

export function useCreateUser() {
  return useRefreshingMutation(createUser, userKeys.all);
}
