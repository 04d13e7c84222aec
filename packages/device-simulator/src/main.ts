/**
 * `npm run simulator`: the simulated device cloud on its own, with the demo fleet.
 * `-- --scenario Flower_Room_A=hvac-failure` (repeatable) starts devices in a scenario.
 */
import { parseArgs } from 'node:util';
import { SIMULATOR_SCENARIOS, type SimulatorScenario } from '@canopy/shared/alerts';
import { addFleet, DEMO_FLEET } from './fleet.ts';
import { startSimulator } from './simulator.ts';

const port = Number(process.env.SIMULATOR_PORT ?? 4010);
const host = process.env.SIMULATOR_HOST ?? '127.0.0.1';
const token = process.env.SIMULATOR_TOKEN ?? 'sim-token';
const { values } = parseArgs({ options: { scenario: { type: 'string', multiple: true } } });

const sim = await startSimulator({ port, host, token });
const devices = addFleet(sim, DEMO_FLEET, Date.now());
for (const entry of values.scenario ?? []) {
  const [label = '', scenario = ''] = entry.split('=');
  const device = devices.find((d) => d.name === label || d.id === label.toLowerCase());
  const outcome =
    device && (SIMULATOR_SCENARIOS as readonly string[]).includes(scenario)
      ? sim.setScenario(device.id, scenario as SimulatorScenario)
      : 'unknown_device';
  if (outcome !== 'ok') {
    process.stderr.write(`--scenario ${entry}: ${outcome} (scenarios: ${SIMULATOR_SCENARIOS.join(', ')})\n`);
    process.exit(2);
  }
}
process.stdout.write(
  `Device simulator on ${sim.url} (token "${token}")\n` +
    devices
      .map(
        (d) =>
          `  ${d.id}  ${d.kind.padEnd(7)} ${d.mode.padEnd(7)} ${d.name}${d.scenario ? ` (${d.scenario.name})` : ''}`,
      )
      .join('\n') +
    `\nTry: curl -H "Authorization: Bearer ${token}" ${sim.url}/v1/devices\n` +
    `A scenario: curl -H "Authorization: Bearer ${token}" -H 'content-type: application/json' ` +
    `-d '{"deviceId":"${devices[0]?.id ?? ''}","scenario":"hvac-failure"}' ${sim.url}/v1/simulator/scenario\n`,
);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
