import type { MfaDisableBody } from '@canopy/shared/schemas/mfa';
import { apiRequest } from '../../../lib/api-client';
import { mfaKeys } from './mfa-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export function disableMfa(body: MfaDisableBody): Promise<void> {
  return apiRequest('/me/mfa/disable', { method: 'POST', body });
}

export function useDisableMfa() {
  return useRefreshingMutation(disableMfa, mfaKeys.all);
}
