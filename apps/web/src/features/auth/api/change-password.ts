import { useMutation } from '@tanstack/react-query';
import { updateUserResponseSchema, type UpdateUserResponse } from '@canopy/shared/schemas/users';
import { apiRequest } from '../../../lib/api-client';
import { storeToken } from '../../../lib/auth-token';

export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  password: string;
}

export function changePassword({ userId, ...body }: ChangePasswordInput): Promise<UpdateUserResponse> {
  return apiRequest(`/users/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body,
    schema: updateUserResponseSchema,
  });
}

/** Changing one's own password revokes every old session, so the fresh token replaces the stored one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      if (token) storeToken(token);
    },
  });
}
