import { randomBytes } from 'node:crypto';
import { addFleet, DEMO_FLEET, type FleetEntry } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import type { DeviceCloud } from './device-cloud.ts';
import { createParticleClient } from './particle-client.ts';

export interface EmbeddedCloud {
  sim: Simulator;
  cloud: DeviceCloud;
  fleet: readonly FleetEntry[];
  close(): Promise<void>;
}

/**
 * Without PARTICLE_ACCESS_TOKEN the product runs the simulator on a loopback port and talks to it through
 * the normal client, so every device path is the production one: no mocks in the product.
 * `meterStartMs`: when its water meters began counting (the demo history's start, which replays them).
 */
export async function startEmbeddedCloud(
  fleet: readonly FleetEntry[] = DEMO_FLEET,
  now = Date.now(),
  meterStartMs?: number,
): Promise<EmbeddedCloud> {
  const token = randomBytes(16).toString('hex');
  const sim = await startSimulator({ token, host: '127.0.0.1', port: 0 });
  addFleet(sim, fleet, now, meterStartMs);
  return {
    sim,
    fleet,
    cloud: createParticleClient({ baseUrl: sim.url, token }),
    close: () => sim.close(),
  };
}
