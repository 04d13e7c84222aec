import type { DeviceKind } from '@canopy/shared/device-contract';
import type { SimulatorScenario } from '@canopy/shared/alerts';

/** A fault a device is playing out, since when. */
export interface ActiveScenario {
  name: Exclude<SimulatorScenario, 'normal'>;
  startedMs: number;
}

/** What a firmware handler answers: Particle passes back a 32-bit int; ours uses 1 for success. */
export type FunctionHandler = (arg: string, now: number) => number;

export interface Publish {
  (name: string, data: string | null, deviceId: string): void;
}

/** Connection state a test or operator can force (fault injection). */
export type DeviceMode = 'online' | 'offline' | 'unresponsive';

export interface VirtualDevice {
  readonly id: string;
  readonly kind: DeviceKind;
  name: string;
  mode: DeviceMode;
  /** A fault the device plays out (a stuck actuator, a dead sensor, a leak); null when normal. */
  scenario: ActiveScenario | null;
  firmwareVersion: string;
  lastHeardMs: number;
  functions: Record<string, FunctionHandler>;
  /** Variable name to its Particle type and a reader. */
  variables: Record<
    string,
    { type: 'string' | 'int32' | 'double' | 'bool'; read: (now: number) => string | number | boolean }
  >;
  /** Event name and JSON data of the periodic telemetry. */
  telemetry(now: number): { name: string; data: string };
  /** Milliseconds between telemetry publishes at the device's server interval. */
  publishEveryMs(): number;
}
