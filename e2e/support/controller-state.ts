import { expect, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './api.ts';

export type Phase = 'day' | 'night';
export type Pair = [number | null, number | null];
export type PhaseLimits = Record<'temperature' | 'humidity' | 'co2', Pair>;
export type Thresholds = Record<Phase, PhaseLimits>;

interface ActiveDevice {
  id: string;
  dayStatus?: Phase | null;
  lightStatus?: number | null;
  thresholds?: Thresholds;
}

/** The server's view of a climate controller: its phase (own status, else its light) and stored limits. */
export interface ControllerState {
  phase: Phase | null;
  thresholds: Thresholds | null;
}

/** The threshold command of each limit; a controller applies it to the phase it is in now. */
export const LIMIT_FUNCTIONS = {
  temperature: 'setTemperatureThreshold',
  humidity: 'setHumidityThreshold',
  co2: 'setCO2Threshold',
} as const;

export async function controllerState(request: APIRequestContext, id: string): Promise<ControllerState> {
  const headers = await adminHeaders(request);
  const devices = (await (await request.get('/api/devices/active', { headers })).json()) as ActiveDevice[];
  const device = devices.find((d) => d.id === id);
  const phase =
    device?.dayStatus ?? (device?.lightStatus == null ? null : device.lightStatus === 1 ? 'day' : 'night');
  return { phase, thresholds: device?.thresholds ?? null };
}

export async function callFunction(
  request: APIRequestContext,
  id: string,
  functionName: string,
  arg: string,
): Promise<void> {
  const response = await request.post(`/api/device/${id}/callFunction`, {
    headers: await adminHeaders(request),
    data: { functionName, arg },
  });
  expect(response.ok(), `${functionName}(${arg}): ${await response.text()}`).toBe(true);
}

/**
 * A reading from the controller now (the simulator's pushNow: a fresh server's next one may be a minute
 * away), then the wait until the server holds a phase and limits that satisfy `ready`.
 */
export async function reportedNow(
  request: APIRequestContext,
  id: string,
  ready: (state: ControllerState) => boolean,
): Promise<ControllerState> {
  await callFunction(request, id, 'pushNow', '');
  let last: ControllerState = { phase: null, thresholds: null };
  await expect
    .poll(
      async () => {
        last = await controllerState(request, id);
        return ready(last);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return last;
}

/** Phase and limits known: the apply dialog has a "now" to show, and a restore has values to go back to. */
export const known = ({ phase, thresholds }: ControllerState) =>
  phase !== null &&
  thresholds !== null &&
  Object.values(thresholds[phase]).every((pair) => pair.every((v) => v !== null));

export const samePhaseLimits = (a: PhaseLimits, b: PhaseLimits) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes `original`'s limits of the phase the controller is in now back to it, and waits until the server
 * stores them. A controller only takes the limits of its current phase: should its lights have changed
 * since the limits were changed, the other phase's stay as they were written (the caller is told).
 */
export async function restoreLimits(
  request: APIRequestContext,
  id: string,
  original: Thresholds,
): Promise<Phase> {
  const now = await reportedNow(request, id, known);
  const phase = now.phase!;
  if (!samePhaseLimits(now.thresholds![phase], original[phase])) {
    for (const [metric, functionName] of Object.entries(LIMIT_FUNCTIONS)) {
      const [min, max] = original[phase][metric as keyof PhaseLimits];
      await callFunction(request, id, functionName, `${min},${max}`);
    }
    await reportedNow(
      request,
      id,
      (s) => !!s.thresholds && samePhaseLimits(s.thresholds[phase], original[phase]),
    );
  }
  return phase;
}
