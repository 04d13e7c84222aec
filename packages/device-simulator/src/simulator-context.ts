import type { SimulatorScenario } from '@canopy/shared/alerts';
import type { VirtualDevice } from './devices/device.ts';
import type { EventHub } from './event-hub.ts';
import type { Faults } from './faults.ts';

/** What the simulator's routes and its flash sequence act on: its devices, clock and event hub. */
export interface SimulatorContext {
  setScenario(deviceId: string, scenario: SimulatorScenario): 'ok' | 'unknown_device' | 'wrong_type';
  scenarios(): Record<string, SimulatorScenario>;
  token: string;
  devices: Map<string, VirtualDevice>;
  hub: EventHub;
  faults: Faults;
  now: () => number;
  offlineStatus: number;
  unresponsiveDelayMs: number;
  flashStepMs: number;
  later(ms: number, fn: () => void): void;
  publish(name: string, data: string | null, coreid: string): void;
  reboot(deviceId: string): void;
}
