import { mfaEnableResponseSchema } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { mfaKeys } from './mfa-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** Turns MFA on with the first code from the authenticator; the answer carries the recovery codes. */
export function enableMfa(code: string) {
  return apiRequest('/me/mfa/enable', { method: 'POST', body: { code }, schema: mfaEnableResponseSchema });
}

export function useEnableMfa() {
  return useRefreshingMutation(enableMfa, mfaKeys.all);
}
