import { addFleet, deviceIdFor, type FleetEntry } from '@canopy/device-simulator/fleet';
import { startSimulator, type Simulator } from '@canopy/device-simulator/simulator';
import type { DeviceCloud } from '../integrations/device-cloud/device-cloud.ts';
import { createParticleClient } from '../integrations/device-cloud/particle-client.ts';

/** A small fleet: enough for every kind and an offline unit, small enough to keep tests fast. */
export const TEST_FLEET: readonly FleetEntry[] = [
  { label: 'Veg_Room', kind: 'climate' },
  { label: 'Clone_Tent', kind: 'climate', offline: true },
  { label: 'Bed_1_Soil', kind: 'soil' },
  { label: 'Main_Line', kind: 'water' },
];
export const ids = {
  veg: deviceIdFor('Veg_Room'),
  clone: deviceIdFor('Clone_Tent'),
  soil: deviceIdFor('Bed_1_Soil'),
  water: deviceIdFor('Main_Line'),
};

export interface TestCloud {
  sim: Simulator;
  cloud: DeviceCloud;
  /** Names of the functions that reached the cloud. */
  forwarded: string[];
}

/** The simulator as the outside world, behind the real client, with a record of forwarded calls. */
export async function startTestCloud(now = Date.now()): Promise<TestCloud> {
  const sim = await startSimulator({ token: 'test-cloud-token', tickMs: 0, rebootMs: 10, flashStepMs: 10 });
  addFleet(sim, TEST_FLEET, now);
  const real = createParticleClient({ baseUrl: sim.url, token: 'test-cloud-token', deviceTimeoutMs: 2000 });
  const forwarded: string[] = [];
  const cloud: DeviceCloud = {
    ...real,
    callFunction: (id, name, arg) => (forwarded.push(name), real.callFunction(id, name, arg)),
  };
  return { sim, cloud, forwarded };
}
