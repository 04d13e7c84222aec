import type { SimulatorScenario } from '@canopy/shared/alerts';
import { scenarioResponseSchema } from '@canopy/shared/schemas/alerts';
import { apiRequest } from '../../../lib/api-client';
import { simulatorKeys } from './alert-rule-keys';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

export interface SetScenarioInput {
  deviceId: string;
  scenario: SimulatorScenario;
}

export function setScenario(body: SetScenarioInput) {
  return apiRequest('/simulator/scenario', { method: 'POST', body, schema: scenarioResponseSchema });
}

export function useSetScenario() {
  return useRefreshingMutation(setScenario, simulatorKeys.all);
}
