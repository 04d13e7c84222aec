/** The device cloud as the server uses it; `particle-client.ts` is the real adapter (and talks to the simulator). */
import type { SimulatorScenario } from '@canopy/shared/alerts';

export interface CloudDevice {
  id: string;
  name: string;
  online: boolean;
  lastHeardMs: number | null;
  functions: string[];
  variables: Record<string, string>;
}

export interface CloudEvent {
  name: string;
  data: string | null;
  coreid: string;
  publishedAt: string;
}

/** Failures classified by the cloud's body, not its status: one status can mean several failures. */
export const CLOUD_ERROR_KINDS = [
  'offline', // "timed out": the device did not answer; never an authorization problem
  'auth', // invalid_token or Permission Denied
  'function_not_found',
  'variable_not_found',
  'throttled',
  'timeout', // our own deadline passed
  'failed',
] as const;
export type CloudErrorKind = (typeof CLOUD_ERROR_KINDS)[number];

export class DeviceCloudError extends Error {
  override name = 'DeviceCloudError';
  constructor(
    readonly kind: CloudErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** Why a simulator scenario was not started: no simulator behind the cloud, or a bad request. */
export class ScenarioError extends Error {
  override name = 'ScenarioError';
  constructor(
    readonly reason: 'not_running' | 'unknown_device' | 'wrong_type',
    message: string,
  ) {
    super(message);
  }
}

export interface DeviceCloud {
  listDevices(): Promise<CloudDevice[]>;
  callFunction(deviceId: string, name: string, arg: string): Promise<number>;
  getVariable(deviceId: string, name: string): Promise<string | number | boolean>;
  renameDevice(deviceId: string, name: string): Promise<string>;
  flashDevice(deviceId: string, binary: Buffer, filename: string): Promise<void>;
  /** Opens `/v1/devices/events` once; the caller owns reconnecting (see event-stream.ts). */
  openEventStream(signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  /** The simulator's scenarios (ScenarioError `not_running` from a real cloud). */
  setScenario(deviceId: string, scenario: SimulatorScenario): Promise<void>;
  scenarios(): Promise<Record<string, SimulatorScenario>>;
}

const notRunning = () =>
  Promise.reject(new ScenarioError('not_running', 'The device simulator is not running'));

/** Used when no cloud is configured (tests that do not touch devices). */
export const noDeviceCloud: DeviceCloud = {
  listDevices: async () => [],
  callFunction: () => Promise.reject(new DeviceCloudError('failed', 'No device cloud configured')),
  getVariable: () => Promise.reject(new DeviceCloudError('failed', 'No device cloud configured')),
  renameDevice: () => Promise.reject(new DeviceCloudError('failed', 'No device cloud configured')),
  flashDevice: () => Promise.reject(new DeviceCloudError('failed', 'No device cloud configured')),
  openEventStream: () => Promise.reject(new DeviceCloudError('failed', 'No device cloud configured')),
  setScenario: notRunning,
  scenarios: notRunning,
};
