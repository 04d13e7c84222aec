import {
  scenarioBodySchema,
  scenarioResponseSchema,
  simulatorStateSchema,
} from '@canopy/shared/schemas/alerts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { DEVICE_CLOUD_ERRORS } from '../../http/openapi-errors.ts';
import { ScenarioError, type DeviceCloud } from '../../integrations/device-cloud/device-cloud.ts';
import { deviceNotFound, fromCloudError } from '../devices/devices.errors.ts';

const notRunning = () =>
  new AppError(404, 'simulator.not_running', 'The device simulator is not running: scenarios need it');

function fromScenarioError(error: unknown): unknown {
  if (!(error instanceof ScenarioError)) return fromCloudError(error);
  if (error.reason === 'not_running') return notRunning();
  if (error.reason === 'unknown_device') return deviceNotFound();
  return validationFailed('body.scenario', 'this scenario does not apply to the device');
}

/** Simulator scenarios that make each kind of alert rule fire: admins only, simulator only. */
export function registerSimulatorRoutes(app: AppInstance, cloud: DeviceCloud): void {
  const config = { policy: 'admin' as const };
  const tags = ['simulator'];

  app.get(
    '/api/simulator',
    {
      config,
      schema: {
        operationId: 'getSimulatorState',
        summary: "Get the simulator's state",
        errors: DEVICE_CLOUD_ERRORS,
        tags,
        description: 'Whether the device simulator runs, and which devices play a scenario.',
        response: { 200: simulatorStateSchema },
      },
    },
    async () => {
      try {
        return { running: true, scenarios: await cloud.scenarios() };
      } catch (error) {
        if (error instanceof ScenarioError && error.reason === 'not_running')
          return { running: false, scenarios: {} };
        throw fromScenarioError(error);
      }
    },
  );

  app.post(
    '/api/simulator/scenario',
    {
      config,
      schema: {
        operationId: 'setSimulatorScenario',
        summary: 'Start a simulator scenario',
        errors: [404, ...DEVICE_CLOUD_ERRORS],
        tags,
        description:
          'Starts a scenario on a simulated device (`normal` ends it); 404 simulator.not_running with a real cloud.',
        body: scenarioBodySchema,
        response: { 200: scenarioResponseSchema },
      },
    },
    async (request) => {
      const deviceId = request.body.deviceId.toLowerCase();
      try {
        await cloud.setScenario(deviceId, request.body.scenario);
      } catch (error) {
        throw fromScenarioError(error);
      }
      return { deviceId, scenario: request.body.scenario };
    },
  );
}
