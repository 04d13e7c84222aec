import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateUserResponseSchema,
  type UpdateUserBody,
  type UpdateUserResponse,
} from '@canopy/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { getSession, storeLogin, storeToken } from '../../../lib/auth-token';
import { userKeys } from './user-keys';

export interface UpdateUserInput {
  id: string;
  body: UpdateUserBody;
}

export function updateUser({ id, body }: UpdateUserInput): Promise<UpdateUserResponse> {
  return apiRequest(`/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: updateUserResponseSchema,
  });
}

/** After changing one's own password the server revokes old sessions and returns the new token. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ user, token }, { id }) => {
      if (token) storeToken(token);
      if (getSession()?.payload.id === id) storeLogin(user.email);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
