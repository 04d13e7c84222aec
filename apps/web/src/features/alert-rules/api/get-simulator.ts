import { useQuery } from '@tanstack/react-query';
import { simulatorStateSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { simulatorKeys } from './alert-rule-keys';

export function getSimulator() {
  return apiRequest('/simulator', { schema: simulatorStateSchema });
}

/** Whether the built-in simulator runs, and which devices play a scenario (admins only). */
export const useSimulator = (enabled: boolean) =>
  useQuery({ queryKey: simulatorKeys.all, queryFn: getSimulator, enabled });
