/** `npm run simulator`: the simulated device cloud on its own, with the demo fleet. */
import { addFleet, DEMO_FLEET } from './fleet.ts';
import { startSimulator } from './simulator.ts';

const port = Number(process.env.SIMULATOR_PORT ?? 4010);
const host = process.env.SIMULATOR_HOST ?? '127.0.0.1';
const token = process.env.SIMULATOR_TOKEN ?? 'sim-token';

const sim = await startSimulator({ port, host, token });
const devices = addFleet(sim, DEMO_FLEET, Date.now());
process.stdout.write(
  `Device simulator on ${sim.url} (token "${token}")\n` +
    devices.map((d) => `  ${d.id}  ${d.kind.padEnd(7)} ${d.mode.padEnd(7)} ${d.name}`).join('\n') +
    `\nTry: curl -H "Authorization: Bearer ${token}" ${sim.url}/v1/devices\n`,
);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
