import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SimulatorScenario } from '@canopy/shared/alerts';
import { scenarioResponseSchema, simulatorStateSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';

const simulatorKey = ['simulator'] as const;

/** Whether the built-in simulator runs, and which devices play a scenario (admins only). */
export const useSimulator = (enabled: boolean) =>
  useQuery({
    queryKey: simulatorKey,
    queryFn: () => apiRequest('/simulator', { schema: simulatorStateSchema }),
    enabled,
  });

export function useSetScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { deviceId: string; scenario: SimulatorScenario }) =>
      apiRequest('/simulator/scenario', { method: 'POST', body, schema: scenarioResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simulatorKey }),
  });
}
