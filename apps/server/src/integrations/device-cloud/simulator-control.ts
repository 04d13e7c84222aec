import type { SimulatorScenario } from '@canopy/shared/alerts';
import { DeviceCloudError, ScenarioError } from './device-cloud.ts';

/** Particle's own cloud: never a simulator, so scenarios are refused without asking it. */
export const PARTICLE_CLOUD_URL = 'https://api.particle.io';

/**
 * The simulator's control routes (`/v1/simulator/...`), which Particle's API does not have: its 404 for
 * the route means "not a simulator", told apart from the simulator's own "Device not found." answer.
 */
export function createSimulatorControl(base: string, authorization: string, timeoutMs: number) {
  const isParticle = base.replace(/\/$/, '') === PARTICLE_CLOUD_URL;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    if (isParticle) throw new ScenarioError('not_running', 'The device simulator is not running');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new DeviceCloudError('failed', 'The device cloud is unreachable');
    }
    const parsed = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (response.ok) return parsed as T;
    const message =
      typeof parsed?.error === 'string' ? parsed.error : `Device cloud error ${response.status}`;
    if (response.status === 404 && /device not found/i.test(message))
      throw new ScenarioError('unknown_device', message);
    if (response.status === 404)
      throw new ScenarioError('not_running', 'The device simulator is not running');
    if (response.status === 400) throw new ScenarioError('wrong_type', message);
    throw new DeviceCloudError('failed', message);
  }

  return {
    async setScenario(deviceId: string, scenario: SimulatorScenario): Promise<void> {
      await call('POST', '/v1/simulator/scenario', { deviceId, scenario });
    },
    async scenarios(): Promise<Record<string, SimulatorScenario>> {
      return (await call<{ scenarios: Record<string, SimulatorScenario> }>('GET', '/v1/simulator/scenarios'))
        .scenarios;
    },
  };
}
