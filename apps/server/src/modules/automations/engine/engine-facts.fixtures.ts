import type { DeviceFacts, EngineFacts } from './engine.types.ts';

/** Facts for an evaluator's test: nothing known unless given, Berlin's clock, and a process just booted. */
export function factsAt(now: number, over: Partial<EngineFacts> = {}): EngineFacts {
  return {
    now,
    zone: 'Europe/Berlin',
    devices: new Map(),
    roomDevices: new Map(),
    roomGroups: new Map(),
    alerts: [],
    assertedSinceBoot: () => false,
    bootId: 'boot-1',
    ...over,
  };
}

/** A device online with a reading taken at `at`. */
export const device = (
  at: number,
  values: DeviceFacts['values'],
  over: Partial<DeviceFacts> = {},
): DeviceFacts => ({
  online: true,
  at,
  values,
  phase: null,
  ...over,
});
